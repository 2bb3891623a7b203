// A tenant's person's notices (server-rendered, no script): the list, newest first, the unread and
// urgent ones marked; and one notice, with its attachment.
import { CardHeading } from '@/components/card-heading';
import { EmptyList } from '@/components/list-parts';
import { PageHeading } from '@/components/page-heading';
import { PagedList } from '@/components/paged-list';
import { StatusPill } from '@/components/ui/status-pill';
import type { RecipientNoticeProps, RecipientNoticesProps } from './notices-view.server';

export function RecipientNoticesPage({ props }: { props: RecipientNoticesProps }) {
  const l = props.labels;
  return (
    <section className="grid gap-6">
      <PageHeading title={l['notices.title']} intro={l['notices.intro']} />
      <PagedList
        rows={props.rows}
        empty={
          <EmptyList className="" testId="notices-empty">
            {l['notices.none']}
          </EmptyList>
        }
        className="grid gap-3"
        testId="notices"
        list={props}
      >
        {(n) => (
          <li key={n.id} className="portal-card" data-notice={n.id} data-read={n.read ? 'yes' : 'no'}>
            <CardHeading as="h2" title={n.title} href={n.href} titleClassName="text-lg font-semibold">
              <div className="flex flex-wrap gap-2">
                {n.urgent && <StatusPill tone="red" label={l['notices.urgent']} />}
                {!n.read && <StatusPill tone="blue" label={l['notices.unread']} />}
              </div>
            </CardHeading>
            <time dateTime={n.iso} className="mt-1 block text-sm text-muted-foreground tabular-nums">
              {n.when}
            </time>
          </li>
        )}
      </PagedList>
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
      <CardHeading as="h1" title={title} titleClassName="text-2xl font-bold text-brand">
        {urgent && <StatusPill tone="red" label={urgentLabel} />}
      </CardHeading>
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
