// One of the customer's requests: what it is about, the conversation with the staff, and a new
// message (which opens an answered request again); a closed request only says so.
import type { FormState } from '@/lib/forms/form-state';
import { MessageForm, MessageList, ShipmentLink, ThreadHeader } from './support-thread';
import type { CustomerThreadProps } from './support-view.server';

export function CustomerThreadPage({ props, form }: { props: CustomerThreadProps; form: FormState }) {
  const { labels: l, request: r } = props;
  return (
    <section className="grid gap-8">
      <ThreadHeader
        back={{ href: props.backHref, label: l['support.thread.back'] }}
        request={r}
        factsClassName="sm:grid-cols-3"
        facts={[
          { label: l['support.col.category'], value: r.categoryLabel },
          { label: l['support.col.created'], value: r.created, className: 'tabular-nums' },
          props.shipment && {
            label: l['support.col.shipment'],
            value: <ShipmentLink shipment={props.shipment} />,
            className: 'font-mono',
          },
        ]}
      />
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
