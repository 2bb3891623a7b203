// A tenant's person's notices (server-rendered, no script): the list, newest first, the unread and
// urgent ones marked; and one notice, with its attachment.
import { Pager } from '@/components/pager';
import { StatusPill } from '@/components/ui/status-pill';
import type { RecipientNoticeProps, RecipientNoticesProps } from './notices-view.server';

export function RecipientNoticesPage({ props }: { props: RecipientNoticesProps }) {
  const l = props.labels;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-brand">{l['notices.title']}</h1>
        <p className="mt-2 text-muted-foreground">{l['notices.intro']}</p>
      </div>
      {props.rows.length === 0 ? (
        <p
          className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
          data-testid="notices-empty"
        >
          {l['notices.none']}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="notices">
          {props.rows.map((n) => (
            <li key={n.id} className="portal-card" data-notice={n.id} data-read={n.read ? 'yes' : 'no'}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="min-w-0 text-lg font-semibold break-words">
                  <a href={n.href} className="text-brand underline-offset-4 hover:underline">
                    {n.title}
                  </a>
                </h2>
                <div className="flex flex-wrap gap-2">
                  {n.urgent && <StatusPill tone="red" label={l['notices.urgent']} />}
                  {!n.read && <StatusPill tone="blue" label={l['notices.unread']} />}
                </div>
              </div>
              <time dateTime={n.iso} className="mt-1 block text-sm text-muted-foreground tabular-nums">
                {n.when}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Pager
        pagesText={props.pagesText}
        previous={props.previous}
        next={props.next}
        previousLabel={l['notices.list.previous']}
        nextLabel={l['notices.list.next']}
      />
    </section>
  );
}

/** One notice, as its recipients and the staff read it. */
export function NoticeArticle({
  title,
  urgent,
  urgentLabel,
  published,
  bodyHtml,
  attachment,
}: {
  title: string;
  urgent: boolean;
  urgentLabel: string;
  published: string;
  bodyHtml: string;
  attachment?: { href: string; label: string };
}) {
  return (
    <article className="portal-card grid gap-4" data-testid="notice">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-bold break-words text-brand">{title}</h1>
        {urgent && <StatusPill tone="red" label={urgentLabel} />}
      </div>
      <p className="text-sm text-muted-foreground">{published}</p>
      <div className="prose-sm break-words" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {attachment && (
        <p>
          <a href={attachment.href} className="font-semibold text-brand underline-offset-4 hover:underline">
            {attachment.label}
          </a>
        </p>
      )}
    </article>
  );
}

export function RecipientNoticePage({ props }: { props: RecipientNoticeProps }) {
  return (
    <section className="grid gap-6">
      <a href={props.backHref} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
        ← {props.labels['notices.back']}
      </a>
      <NoticeArticle {...props} urgentLabel={props.labels['notices.urgent']} />
    </section>
  );
}
