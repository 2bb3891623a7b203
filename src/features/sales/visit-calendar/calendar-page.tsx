// The staff member's private calendar feed (server-rendered, no script): the address to paste in
// a calendar app while the feed exists, a new address (the old one stops), and revoking it.
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { controlClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Translate } from '@/i18n/translate';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';

export function CalendarPage({
  feedUrl,
  forms,
  t,
  tabs,
}: {
  /** The feed's whole address, or null while the staff member has none. */
  feedUrl: string | null;
  forms: { create: FormState; revoke: FormState };
  t: Translate;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  return (
    <section>
      <AdminHeading title={t('adminVisits.title')} tabs={tabs} />
      <h2 className="mt-6 text-2xl font-semibold">{t('adminVisits.feed.title')}</h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{t('adminVisits.feed.intro')}</p>
      <div className="mt-4">
        <FormAlert message={forms.create.formError ?? forms.revoke.formError} />
      </div>
      {feedUrl ? (
        <div className="mt-6 grid max-w-3xl gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="feed-url">{t('adminVisits.feed.url')}</Label>
            <input
              id="feed-url"
              readOnly
              value={feedUrl}
              className={cn(controlClass, 'h-11 font-mono text-sm')}
              aria-describedby="feed-url-hint"
              data-feed-url
            />
            <p id="feed-url-hint" className="text-xs text-muted-foreground">
              {t('adminVisits.feed.private')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <form method="post" action={forms.create.action}>
              <button type="submit" className={buttonVariants({ variant: 'outline' })}>
                {t('adminVisits.feed.replace')}
              </button>
            </form>
            <form method="post" action={forms.revoke.action}>
              <button type="submit" className={buttonVariants({ variant: 'destructive' })}>
                {t('adminVisits.feed.revoke')}
              </button>
            </form>
          </div>
        </div>
      ) : (
        <div className="mt-6 grid max-w-3xl gap-3">
          <p>{t('adminVisits.feed.none')}</p>
          <form method="post" action={forms.create.action}>
            <button type="submit" className={buttonVariants()}>
              {t('adminVisits.feed.create')}
            </button>
          </form>
        </div>
      )}
    </section>
  );
}
