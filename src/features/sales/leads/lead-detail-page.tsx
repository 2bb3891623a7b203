// One lead's page (server-rendered; visitor text is rendered as text): its details, the staff's
// forms and its timeline, newest first.
import { StatusPill } from '@/components/ui/status-pill';
import { DeliveryBadge } from './delivery-badge';
import { StagePill } from '@/components/status-badges';
import { FollowUp, LateBadge } from './lead-badges';
import type { LeadDetailProps, TimelineEventView } from './lead-detail-view.server';
import { LeadFormsGrid, type LeadForms } from './lead-forms';

function Timeline({ events, title, empty }: { events: TimelineEventView[]; title: string; empty: string }) {
  return (
    <section aria-labelledby="lead-timeline" className="mt-8">
      <h2 id="lead-timeline" className="text-xl font-semibold">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-3 border-l-2 border-border pl-4" data-timeline>
          {events.map((event) => (
            <li key={event.id} data-event={event.kind} className="relative rounded-lg border bg-background p-3">
              <span
                aria-hidden="true"
                className="absolute top-4 -left-[1.45rem] size-3 rounded-full border-2 border-background bg-accent"
              />
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="break-words">{event.title}</span>
                {event.delivery && (
                  <StatusPill
                    tone={
                      event.delivery.state === 'sent' ? 'green' : event.delivery.state === 'failed' ? 'red' : 'grey'
                    }
                    label={event.delivery.label}
                    data-delivery={event.delivery.state}
                  />
                )}
              </p>
              <p className="text-xs text-muted-foreground">{event.by}</p>
              {event.body && <p className="mt-2 text-sm break-words whitespace-pre-wrap">{event.body}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** `duplicates`: the box of possible duplicates, which the page renders (the duplicates' own feature). */
export function LeadDetailPage({
  props,
  forms,
  duplicates,
}: {
  props: LeadDetailProps;
  forms: LeadForms;
  duplicates?: React.ReactNode;
}) {
  const { labels: l, lead } = props;
  const rows: [string, React.ReactNode][] = [
    [l['adminLeads.detail.received'], lead.receivedAt],
    [
      l['adminLeads.detail.email'],
      <a key="e" href={`mailto:${lead.email}`} className="break-all text-brand underline">
        {lead.email}
      </a>,
    ],
    [
      l['adminLeads.detail.phone'],
      <a key="p" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">
        {lead.phone}
      </a>,
    ],
    [l['adminLeads.detail.module'], lead.module],
    [
      l['adminLeads.col.stage'],
      <span key="s">
        <StagePill stage={lead.stage} label={lead.stageLabel} />
        {lead.late && <LateBadge text={lead.late} />}
      </span>,
    ],
    ...(lead.lostReason ? [[l['adminLeads.detail.lostReason'], lead.lostReason] as [string, string]] : []),
    [l['adminLeads.col.owner'], lead.owner],
    [
      l['adminLeads.col.followUp'],
      <FollowUp key="f" text={lead.followUp} overdue={lead.overdue} overdueLabel={l['adminLeads.overdue']} />,
    ],
    [l['adminLeads.detail.page'], lead.page],
    [l['adminLeads.detail.locale'], lead.language],
    [l['adminLeads.detail.notification'], <DeliveryBadge key="d" state={lead.delivery} label={lead.notification} />],
  ];
  return (
    <section>
      <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        ← {l['adminLeads.detail.back']}
      </a>
      <h1 className="mt-4 text-3xl font-bold break-words text-brand">{lead.fullName}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div>
          <dl className="divide-y divide-border rounded-lg border bg-background text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 px-4 py-2.5">
                <dt className="font-semibold text-muted-foreground">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-6 text-lg font-semibold">{l['adminLeads.detail.message']}</h2>
          <p
            className="mt-2 rounded-lg border bg-background p-4 text-sm break-words whitespace-pre-wrap"
            data-lead-message
          >
            {lead.message ?? <span className="text-muted-foreground">{l['adminLeads.detail.noMessage']}</span>}
          </p>
          <p className="mt-6 text-sm text-muted-foreground">
            {l['adminLeads.detail.eraseHint']}{' '}
            <a href={props.eraseHref} className="font-semibold text-brand underline underline-offset-4" data-lead-erase>
              {l['adminLeads.detail.erase']}
            </a>
          </p>
          {duplicates}
        </div>
        <div className="min-w-0">
          <LeadFormsGrid props={props} forms={forms} />
          <Timeline
            events={props.timeline}
            title={l['adminLeads.timeline.title']}
            empty={l['adminLeads.timeline.empty']}
          />
        </div>
      </div>
    </section>
  );
}
