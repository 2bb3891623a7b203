// A shipment's status with the spec's colours: delivered green, in transit blue, pending yellow,
// any other status grey.
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { ShipmentStatus } from '@/lib/statuses/shipment';

const tone: Record<ShipmentStatus, PillTone> = {
  delivered: 'green',
  'in-transit': 'blue',
  pending: 'yellow',
  approved: 'grey',
  collected: 'grey',
  'out-for-delivery': 'grey',
  exception: 'grey',
  cancelled: 'grey',
};

export function StatusBadge({ status, label }: { status: ShipmentStatus; label: string }) {
  return <StatusPill tone={tone[status]} label={label} data-status={status} />;
}
