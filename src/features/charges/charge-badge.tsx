// A charge's state: paid green, open blue, overdue red, cancelled grey.
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { ChargeState } from '@/lib/statuses/charge';

const tone: Record<ChargeState, PillTone> = { open: 'blue', overdue: 'red', paid: 'green', cancelled: 'grey' };

export function ChargeBadge({ state, label }: { state: ChargeState; label: string }) {
  return <StatusPill tone={tone[state]} label={label} data-state={state} />;
}
