// One of the customer's requests: what it is about, the conversation with the staff, and a new
// message (which opens an answered request again); a closed request only says so.
import { SupportBadge } from '@/components/status-badges';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { MessageForm, MessageList } from './support-thread';
import type { CustomerThreadProps } from './support-view.server';

export function CustomerThreadPage({ props, form }: { props: CustomerThreadProps; form: FormState }) {
  const { labels: l, request: r } = props;
  return (
    <section className="grid gap-8">
      <div>
        <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['support.thread.back']}
        </a>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-brand">{r.subject}</h1>
          <SupportBadge status={r.status} label={r.statusLabel} />
        </div>
        <Facts
          className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3"
          facts={[
            { label: l['support.col.category'], value: r.categoryLabel },
            { label: l['support.col.created'], value: r.created, className: 'tabular-nums' },
            props.shipment && {
              label: l['support.col.shipment'],
              value: (
                <>
                  <a href={props.shipment.href} className="text-brand underline-offset-4 hover:underline">
                    {props.shipment.tracking}
                  </a>
                </>
              ),
              className: 'font-mono',
            },
          ]}
        />
      </div>
      <MessageList title={l['support.thread.messages']} messages={props.messages} />
      <div className="portal-card">
        {r.status === 'closed' ? (
          <p className="text-muted-foreground" data-testid="request-closed">
            {l['support.thread.closedText']}
          </p>
        ) : (
          <MessageForm
            state={form}
            requestId={r.id}
            title={l['support.thread.title']}
            label={l['support.thread.message']}
            hint={r.status === 'answered' ? l['support.thread.reopenHint'] : undefined}
            submit={l['support.thread.send']}
          />
        )}
      </div>
    </section>
  );
}
