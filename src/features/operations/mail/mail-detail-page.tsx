// One email for the admin: its headers, cause, delivery (attempts, last error) and the text as it
// was sent; a failed one has the form that queues it again (posts without JavaScript).
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import { MailStatePill } from './mail-state-pill';
import type { MailDetailProps, MailLabels } from './mail-outbox-view.server';
import { TrackingText } from '@/components/tracking-text';

const card = 'rounded-lg border bg-background p-5';
const link = 'text-brand underline-offset-4 hover:underline';

function RetryForm({ mailId, labels: l, retry }: { mailId: string; labels: MailLabels; retry: FormState }) {
  return (
    <form method="post" action={retry.action} className={`${card} grid gap-3`} aria-label={l['adminMail.retry.title']}>
      <h2 className="font-semibold">{l['adminMail.retry.title']}</h2>
      <p className="text-sm text-muted-foreground">{l['adminMail.retry.hint']}</p>
      <input type="hidden" name="mailId" value={mailId} />
      <div>
        <button type="submit" className={buttonVariants()}>
          {l['adminMail.retry.submit']}
        </button>
      </div>
    </form>
  );
}

export function MailDetailPage({ props, retry }: { props: MailDetailProps; retry: FormState }) {
  const { labels: l, mail: m } = props;
  const fact = (label: string, value: ReactNode, className = '') => (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
          ← {l['adminMail.back']}
        </a>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-brand">
            <TrackingText text={m.subject} />
          </h1>
          <MailStatePill state={m.state} label={m.stateLabel} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {fact(l['adminMail.col.to'], m.to, 'break-all')}
          {m.replyTo && fact(l['adminMail.detail.replyTo'], m.replyTo, 'break-all')}
          {fact(
            l['adminMail.col.cause'],
            m.cause.href ? (
              <a href={m.cause.href} className={link}>
                {m.cause.label}
              </a>
            ) : (
              m.cause.label
            ),
          )}
          {fact(l['adminMail.col.date'], m.date, 'tabular-nums')}
          {m.finished && fact(l['adminMail.detail.finished'], m.finished, 'tabular-nums')}
          {fact(l['adminMail.col.attempts'], m.attempts, 'tabular-nums')}
          {fact(l['adminMail.col.lastError'], m.lastError ?? l['adminMail.detail.noError'], 'break-words')}
        </dl>
      </div>
      <FormAlert message={retry.formError ?? Object.values(retry.errors ?? {})[0]} />
      {m.state === 'failed' && <RetryForm mailId={m.id} labels={l} retry={retry} />}
      <div className={card}>
        <h2 className="font-semibold">{l['adminMail.detail.text']}</h2>
        <pre className="mt-3 font-sans text-sm [overflow-wrap:anywhere] whitespace-pre-wrap" data-testid="mail-text">
          {m.text}
        </pre>
        {m.hasHtml && <p className="mt-3 text-xs text-muted-foreground">{l['adminMail.detail.html']}</p>}
      </div>
    </section>
  );
}
