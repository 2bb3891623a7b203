// A request's status: open amber (the staff owe an answer), answered blue, closed grey.
import type { SupportStatus } from '@/lib/statuses/support';

const tone: Record<SupportStatus, string> = {
  open: 'bg-amber-100 text-amber-900 ring-amber-300',
  answered: 'bg-blue-100 text-blue-800 ring-blue-300',
  closed: 'bg-gray-100 text-gray-800 ring-gray-300',
};

export function SupportBadge({ status, label }: { status: SupportStatus; label: string }) {
  return (
    <span data-status={status} className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`}>
      {label}
    </span>
  );
}
