// One lead, in full (server-rendered; visitor text is rendered as text).
import type { LeadView } from './admin-leads.server';
import { DeliveryBadge } from './delivery-badge';

export interface LeadDetailLabels {
  back: string;
  email: string;
  phone: string;
  module: string;
  message: string;
  noMessage: string;
  delivery: string;
  page: string;
  locale: string;
  date: string;
}

export function LeadDetailPage({ lead, labels, backHref }: { lead: LeadView; labels: LeadDetailLabels; backHref: string }) {
  const rows: [string, React.ReactNode][] = [
    [labels.date, lead.receivedAt],
    [labels.email, <a key="e" href={`mailto:${lead.email}`} className="text-brand underline">{lead.email}</a>],
    [labels.phone, <a key="p" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">{lead.phone}</a>],
    [labels.module, lead.module ?? '—'],
    [labels.page, lead.page],
    [labels.locale, lead.locale],
  ];
  return (
    <section className="max-w-3xl">
      <a href={backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">← {labels.back}</a>
      <h1 className="mt-4 break-words text-3xl font-bold text-brand">{lead.fullName}</h1>
      <dl className="mt-6 divide-y divide-border rounded-lg border bg-background">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm font-semibold text-muted-foreground">{labels.delivery}</dt>
          <dd>
            <DeliveryBadge state={lead.deliveryState} label={lead.delivery} />
            <ul className="mt-2 text-sm text-muted-foreground">{lead.details.map((d) => <li key={d}>{d}</li>)}</ul>
          </dd>
        </div>
      </dl>
      <h2 className="mt-8 text-lg font-semibold">{labels.message}</h2>
      <p className="mt-2 whitespace-pre-wrap break-words rounded-lg border bg-background p-5" data-lead-message>
        {lead.message ?? <span className="text-muted-foreground">{labels.noMessage}</span>}
      </p>
    </section>
  );
}
