// The customer's charges (server-rendered): totals open and overdue, then each charge as a card,
// which reads well at 390 px without a sideways-scrolling table.
import { CardHeading } from '@/components/card-heading';
import { Facts } from '@/components/facts';
import { EmptyList } from '@/components/list-parts';
import { PageHeading } from '@/components/page-heading';
import { ChargeBadge } from '@/components/status-badges';
import type { CustomerChargesProps } from './charges-view.server';

export function CustomerChargesPage({ labels: l, totals, rows }: CustomerChargesProps) {
  return (
    <section className="grid gap-6">
      <PageHeading title={l['charges.portal.title']} intro={l['charges.portal.intro']} />
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
        <EmptyList className="">{l['charges.portal.empty']}</EmptyList>
      ) : (
        <ul className="grid gap-4">
          {rows.map((r) => (
            <li key={r.id} className="portal-card" data-charge={r.id}>
              <CardHeading as="h2" title={r.description} titleClassName="text-lg font-semibold">
                <ChargeBadge state={r.state} label={r.stateLabel} />
              </CardHeading>
              <Facts
                className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2"
                facts={[
                  {
                    label: l['charges.col.amount'],
                    value: r.amount,
                    className: 'font-semibold tabular-nums',
                    testId: 'charge-amount',
                  },
                  { label: l['charges.col.due'], value: r.due, className: 'tabular-nums' },
                  { label: l['charges.col.refersTo'], value: r.refersTo, className: 'break-words' },
                  { label: l['charges.col.payment'], value: r.payment, className: 'break-words' },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
