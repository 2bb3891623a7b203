// The portal's notifications page (server-rendered): all of the user's notifications, unread ones
// marked in words, not only by colour, and plain forms to mark one or all read (no JavaScript
// needed). The list is a live region: open pages refresh it when something changes.
import { Pager } from '@/components/pager';
import { FormAlert } from '@/components/ui/form-alert';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { NotificationsPageProps } from './notifications-page.server';
import { TrackingText } from '@/components/tracking-text';

interface Props extends NotificationsPageProps {
  /** Where each form posts without JavaScript (this page with ?_action=…). */
  forms: { markRead: string; markAll: string };
  /** After a failed post: its message. */
  error?: string;
}

type Item = NotificationsPageProps['items'][number];

interface ItemProps {
  n: Item;
  page: number;
  /** Where the mark-read form posts. */
  markRead: string;
  labels: Pick<NotificationsPageProps['labels'], 'notifications.unread' | 'notifications.markRead'>;
}

function NotificationItem({ n, page, markRead, labels: l }: ItemProps) {
  const titleClass = n.unread ? 'font-semibold' : 'font-medium';
  return (
    <li
      data-notification={n.id}
      data-unread={n.unread ? '' : undefined}
      className={cn('flex flex-wrap items-start gap-3 py-4', n.unread && '-ml-3 border-l-4 border-l-accent pl-2')}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {n.unread && (
            <span
              className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold ring-1 ring-accent"
              data-unread-badge
            >
              {l['notifications.unread']}
            </span>
          )}
          {n.link ? (
            <a href={n.link} className={cn(titleClass, 'break-words text-brand underline underline-offset-4')}>
              <TrackingText text={n.title} />
            </a>
          ) : (
            <span className={cn(titleClass, 'break-words')}>
              <TrackingText text={n.title} />
            </span>
          )}
        </p>
        {n.body && <p className="mt-1 text-sm break-words text-muted-foreground">{n.body}</p>}
        <time dateTime={n.iso} title={n.at} className="mt-1 block text-xs text-muted-foreground">
          {n.when}
        </time>
      </div>
      {n.unread && (
        <form method="post" action={markRead}>
          <input type="hidden" name="id" value={n.id} />
          <input type="hidden" name="page" value={page} />
          {/* Each button says which notification it marks (its visible words first). */}
          <button
            type="submit"
            aria-label={`${l['notifications.markRead']}: ${n.title}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {l['notifications.markRead']}
          </button>
        </form>
      )}
    </li>
  );
}

export function NotificationsPage(props: Props) {
  const { labels: l, summary, unread, page, items, forms, error } = props;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{l['notifications.title']}</h1>
      <section className="portal-card" aria-labelledby="notifications-summary" data-live-region="notifications-page">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="notifications-summary" className="text-lg font-semibold" data-testid="unread-summary">
            {summary}
          </h2>
          {unread > 0 && (
            <form method="post" action={forms.markAll}>
              <input type="hidden" name="page" value={page} />
              <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {l['notifications.markAllRead']}
              </button>
            </form>
          )}
        </div>
        <FormAlert message={error} />
        {items.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{l['notifications.empty']}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} page={page} markRead={forms.markRead} labels={l} />
            ))}
          </ul>
        )}
        <Pager list={props} className="mt-4" />
      </section>
    </>
  );
}
