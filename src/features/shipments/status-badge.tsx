// A shipment's status with the spec's colours: delivered green, in transit blue, pending yellow,
// any other status grey.
import type { ShipmentStatus } from '@/lib/statuses/shipment';

const GREY = 'bg-gray-100 text-gray-800 ring-gray-300';

const tone: Record<ShipmentStatus, string> = {
  delivered: 'bg-green-100 text-green-800 ring-green-300',
  'in-transit': 'bg-blue-100 text-blue-800 ring-blue-300',
  pending: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  approved: GREY,
  collected: GREY,
  'out-for-delivery': GREY,
  exception: GREY,
  cancelled: GREY,
};

export function StatusBadge({ status, label }: { status: ShipmentStatus; label: string }) {
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`}>
      {label}
    </span>
  );
}
