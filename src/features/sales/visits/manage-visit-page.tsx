// The visitor's page for one visit, reached by the signed link in their emails: when and where,
// and two plain forms, to move it to another free slot or (after a confirmation) to cancel it.
import { CalendarClock, MapPin } from 'lucide-react';
import { FormAlert } from '@/components/ui/form-alert';
import { buttonVariants } from '@/components/ui/button';
import { PageHero } from '@/components/page-hero';
import type { FormState } from '@/lib/forms/form-state';
import { SlotPicker, type SlotDay } from './slot-picker';
import type { ManagedVisitView } from './visit-pages.server';
import type { VisitStrings } from './visit-strings';

export interface ManageVisitPageProps {
  t: VisitStrings;
  token: string;
  /** Undefined: the link is tampered or expired. */
  visit?: ManagedVisitView;
  days: SlotDay[];
  forms: { reschedule: FormState; cancel: FormState };
  bookHref: string;
  moduleLabel?: string;
}

function InvalidLink({ t, bookHref }: Pick<ManageVisitPageProps, 't' | 'bookHref'>) {
  return (
    <section className="mx-auto grid max-w-3xl justify-items-start gap-4 px-4 py-12 sm:px-6" data-testid="invalid-link">
      <p>{t['visits.invalid.text']}</p>
      <a href={bookHref} className={buttonVariants({ variant: 'accent' })}>
        {t['visits.manage.bookAgain']}
      </a>
    </section>
  );
}

export function ManageVisitPage({ t, token, visit, days, forms, bookHref, moduleLabel }: ManageVisitPageProps) {
  if (!visit)
    return (
      <>
        <PageHero eyebrow={t['visits.book.eyebrow']} title={t['visits.invalid.title']} />
        <InvalidLink t={t} bookHref={bookHref} />
      </>
    );
  const status =
    visit.status === 'booked'
      ? t['visits.manage.booked']
      : visit.status === 'cancelled'
        ? t['visits.manage.cancelled']
        : t['visits.manage.over'];
  return (
    <>
      <PageHero eyebrow={t['visits.book.eyebrow']} title={t['visits.manage.title']} />
      <section className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6">
        <div className="grid gap-4 rounded-card border border-border p-6" data-testid="visit-summary">
          <p className="font-semibold" data-testid="visit-status">
            {status}
          </p>
          <dl className="grid gap-3">
            <div className="flex gap-3">
              <dt className="shrink-0 text-accent-strong">
                <CalendarClock className="size-5" aria-hidden="true" />
                <span className="sr-only">{t['visits.manage.when']}</span>
              </dt>
              <dd data-testid="visit-when" className={visit.status === 'cancelled' ? 'line-through' : undefined}>
                {visit.when}
                {moduleLabel && ` · ${moduleLabel}`}
              </dd>
            </div>
            <div className="flex gap-3">
              <dt className="shrink-0 text-accent-strong">
                <MapPin className="size-5" aria-hidden="true" />
                <span className="sr-only">{t['visits.manage.where']}</span>
              </dt>
              <dd className="min-w-0 wrap-anywhere">
                {visit.address}{' '}
                <a href={visit.mapUrl} className="font-medium text-brand underline underline-offset-4">
                  {t['visits.manage.map']}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        {visit.status === 'booked' ? (
          <>
            <form method="post" action={forms.reschedule.action} className="grid gap-4" data-testid="reschedule-form">
              <h2 className="text-xl font-semibold">{t['visits.manage.move']}</h2>
              <p className="text-sm text-muted-foreground">{t['visits.manage.moveText']}</p>
              <FormAlert message={forms.reschedule.formError} />
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="submission" value={forms.reschedule.submission} />
              <SlotPicker
                days={days}
                legend={t['visits.book.slots']}
                without={visit.current}
                chosen={forms.reschedule.values?.horario}
                error={forms.reschedule.errors?.horario}
              />
              <p className="text-sm text-muted-foreground">{t['visits.book.timeZone']}</p>
              <div>
                <button type="submit" className={buttonVariants({ variant: 'accent' })}>
                  {t['visits.manage.moveSubmit']}
                </button>
              </div>
            </form>
            <details className="rounded-card border border-border p-6" data-testid="cancel-visit">
              <summary className="cursor-pointer font-semibold">{t['visits.manage.cancel']}</summary>
              <form method="post" action={forms.cancel.action} className="mt-4 grid justify-items-start gap-4">
                <FormAlert message={forms.cancel.formError} />
                <p className="text-sm text-muted-foreground">{t['visits.manage.cancelText']}</p>
                <input type="hidden" name="token" value={token} />
                <button type="submit" className={buttonVariants({ variant: 'destructive' })}>
                  {t['visits.manage.cancelSubmit']}
                </button>
              </form>
            </details>
          </>
        ) : (
          <a href={bookHref} className={`${buttonVariants({ variant: 'outline' })} justify-self-start`}>
            {t['visits.manage.bookAgain']}
          </a>
        )}
      </section>
    </>
  );
}
