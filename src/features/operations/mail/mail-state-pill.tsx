import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { MailState } from '@/lib/statuses/job';

const TONES: Record<MailState, PillTone> = { pending: 'grey', retrying: 'amber', sent: 'green', failed: 'red' };

export function MailStatePill({ state, label }: { state: MailState; label: string }) {
  return <StatusPill tone={TONES[state]} label={label} data-mail-state={state} />;
}
