import type { DeliveryState } from './leads-query.server';

const tone: Record<DeliveryState, string> = {
  sent: 'bg-success/10 text-[oklch(0.4_0.12_150)] ring-success/30',
  pending: 'bg-muted text-foreground ring-border',
  retrying: 'bg-warning/15 text-[oklch(0.42_0.1_70)] ring-warning/40',
  failed: 'bg-destructive/10 text-destructive ring-destructive/30',
  none: 'bg-muted text-muted-foreground ring-border',
};

export function DeliveryBadge({ state, label }: { state: DeliveryState; label: string }) {
  return (
    <span
      data-delivery={state}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[state]}`}
    >
      {label}
    </span>
  );
}
