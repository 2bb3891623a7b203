// One request for the staff: its customer and facts, the conversation, the reply form (the
// customer is notified and emailed) and the close button; a closed request takes neither.
import { SupportBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { MessageForm, MessageList } from './support-thread';
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
      <div>
        <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['support.admin.back']}
        </a>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-brand">{r.subject}</h1>
          <SupportBadge status={r.status} label={r.statusLabel} />
        </div>
        <Facts
          className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4"
          facts={[
            { label: l['support.col.customer'], value: props.customer, className: 'break-all' },
            { label: l['support.col.category'], value: r.categoryLabel },
            { label: l['support.col.created'], value: r.created, className: 'tabular-nums' },
            {
              label: l['support.col.shipment'],
              value: props.shipment ? (
                <a href={props.shipment.href} className="text-brand underline-offset-4 hover:underline">
                  {props.shipment.tracking}
                </a>
              ) : (
                '—'
              ),
              className: 'font-mono',
            },
          ]}
        />
      </div>
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
