// A request's status: open amber (the staff owe an answer), answered blue, closed grey.
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { SupportStatus } from '@/lib/statuses/support';

const tone: Record<SupportStatus, PillTone> = { open: 'amber', answered: 'blue', closed: 'grey' };

export function SupportBadge({ status, label }: { status: SupportStatus; label: string }) {
  return <StatusPill tone={tone[status]} label={label} data-status={status} />;
}
