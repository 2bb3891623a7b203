// The admin's leads inbox (server-rendered, no script). Everything visitors typed is rendered as
// text by React: no HTML from a lead ever runs here.
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/input';
import type { LeadView } from './admin-leads.server';
import { DeliveryBadge } from './delivery-badge';

export interface LeadsInboxLabels {
  title: string;
  intro: string;
  search: string;
  searchLabel: string;
  export: string;
  count: string;
  empty: string;
  noMessage: string;
  open: string;
  previous: string;
  next: string;
  columns: { date: string; name: string; email: string; phone: string; module: string; message: string; delivery: string };
}

interface LeadsInboxPageProps {
  labels: LeadsInboxLabels;
  query: string;
  leads: LeadView[];
  csvHref: string;
  previousHref: string | null;
  nextHref: string | null;
}

export function LeadsInboxPage({ labels, query, leads, csvHref, previousHref, nextHref }: LeadsInboxPageProps) {
  const c = labels.columns;
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand">{labels.title}</h1>
          <p className="mt-2 text-muted-foreground">{labels.intro}</p>
        </div>
        <a href={csvHref} className={buttonVariants({ variant: 'outline' })} download>
          {labels.export}
        </a>
      </div>
      <form method="get" role="search" className="mt-8 flex flex-wrap gap-3">
        <label htmlFor="lead-search" className="sr-only">{labels.searchLabel}</label>
        <input id="lead-search" name="q" type="search" defaultValue={query} placeholder={labels.searchLabel} className={`${controlClass} h-11 max-w-xl flex-1`} />
        <button type="submit" className={buttonVariants()}>{labels.search}</button>
      </form>
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">{labels.count}</p>
      {leads.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{labels.empty}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border bg-background">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {[c.date, c.name, c.email, c.phone, c.module, c.message, c.delivery].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {leads.map((lead) => (
                <tr key={lead.id} data-lead={lead.id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums">{lead.receivedAt}</td>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <a href={lead.href} className="text-brand underline-offset-4 hover:underline">
                      {lead.fullName}
                      <span className="sr-only"> — {labels.open}</span>
                    </a>
                  </th>
                  <td className="px-4 py-3"><a href={`mailto:${lead.email}`} className="underline-offset-4 hover:underline">{lead.email}</a></td>
                  <td className="whitespace-nowrap px-4 py-3">{lead.phone}</td>
                  <td className="whitespace-nowrap px-4 py-3">{lead.module ?? '—'}</td>
                  <td className="max-w-xs px-4 py-3">
                    <p className="line-clamp-2 break-words">{lead.message ?? <span className="text-muted-foreground">{labels.noMessage}</span>}</p>
                  </td>
                  <td className="px-4 py-3"><DeliveryBadge state={lead.deliveryState} label={lead.delivery} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(previousHref || nextHref) && (
        <nav className="mt-6 flex justify-between" aria-label={labels.title}>
          {previousHref ? <a href={previousHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>{labels.previous}</a> : <span />}
          {nextHref && <a href={nextHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>{labels.next}</a>}
        </nav>
      )}
    </section>
  );
}
