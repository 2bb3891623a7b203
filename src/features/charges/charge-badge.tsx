// A charge's state: paid green, open blue, overdue red, cancelled grey.
import type { ChargeState } from '@/lib/statuses/charge';

const tone: Record<ChargeState, string> = {
  open: 'bg-blue-100 text-blue-800 ring-blue-300',
  overdue: 'bg-red-100 text-red-800 ring-red-300',
  paid: 'bg-green-100 text-green-800 ring-green-300',
  cancelled: 'bg-gray-100 text-gray-800 ring-gray-300',
};

export function ChargeBadge({ state, label }: { state: ChargeState; label: string }) {
  return (
    <span data-state={state} className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[state]}`}>
      {label}
    </span>
  );
}
