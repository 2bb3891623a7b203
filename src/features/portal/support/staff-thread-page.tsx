// One request for the staff: its customer and facts, the conversation, the reply form (the
// customer is notified and emailed) and the close button; a closed request takes neither.
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { MessageForm, MessageList, ShipmentLink, ThreadHeader } from './support-thread';
import type { StaffThreadProps } from './staff-support-view.server';

const card = 'rounded-lg border bg-background p-5';

export function StaffThreadPage({
  props,
  reply,
  close,
}: {
  props: StaffThreadProps;
  reply: FormState;
  close: FormState;
}) {
  const { labels: l, request: r } = props;
  return (
    <section className="grid gap-8">
      <ThreadHeader
        back={{ href: props.backHref, label: l['support.admin.back'] }}
        request={r}
        factsClassName="sm:grid-cols-2 lg:grid-cols-4"
        facts={[
          { label: l['support.col.customer'], value: props.customer, className: 'break-all' },
          { label: l['support.col.category'], value: r.categoryLabel },
          { label: l['support.col.created'], value: r.created, className: 'tabular-nums' },
          {
            label: l['support.col.shipment'],
            value: props.shipment ? <ShipmentLink shipment={props.shipment} /> : '—',
            className: 'font-mono',
          },
        ]}
      />
      <MessageList title={l['support.thread.messages']} messages={props.messages} />
      {r.status === 'closed' ? (
        <p className={`${card} text-muted-foreground`} data-testid="request-closed">
          {l['support.admin.closedText']}
        </p>
      ) : (
        <div className={`${card} grid gap-6`}>
          <MessageForm
            state={reply}
            requestId={r.id}
            title={l['support.admin.replyTitle']}
            label={l['support.admin.reply']}
            hint={l['support.admin.replyHint']}
            submit={l['support.admin.send']}
          />
          <form method="post" action={close.action} className="grid gap-3 border-t pt-6">
            <FormAlert message={close.formError ?? close.errors?.requestId} />
            <input type="hidden" name="requestId" value={r.id} />
            <div>
              <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                {l['support.admin.close']}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
