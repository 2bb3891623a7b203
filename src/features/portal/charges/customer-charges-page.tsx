// The customer's charges (server-rendered): totals open and overdue, then each charge as a card,
// which reads well at 390 px without a sideways-scrolling table.
import { ChargeBadge } from '@/components/status-badges';
import type { CustomerChargesProps } from './charges-view.server';

export function CustomerChargesPage({ labels: l, totals, rows }: CustomerChargesProps) {
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-brand">{l['charges.portal.title']}</h1>
        <p className="mt-2 text-muted-foreground">{l['charges.portal.intro']}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="portal-card">
          <dt className="text-sm text-muted-foreground">{l['charges.totals.open']}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid="total-open">
            {totals.open}
          </dd>
        </div>
        <div className="portal-card">
          <dt className="text-sm text-muted-foreground">{l['charges.totals.overdue']}</dt>
          <dd className="mt-1 text-2xl font-bold text-destructive tabular-nums" data-testid="total-overdue">
            {totals.overdue}
          </dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {l['charges.portal.empty']}
        </p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((r) => (
            <li key={r.id} className="portal-card" data-charge={r.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="min-w-0 text-lg font-semibold break-words">{r.description}</h2>
                <ChargeBadge state={r.state} label={r.stateLabel} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-muted-foreground">{l['charges.col.amount']}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="charge-amount">
                    {r.amount}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{l['charges.col.due']}</dt>
                  <dd className="tabular-nums">{r.due}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{l['charges.col.refersTo']}</dt>
                  <dd className="break-words">{r.refersTo}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{l['charges.col.payment']}</dt>
                  <dd className="break-words">{r.payment}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
