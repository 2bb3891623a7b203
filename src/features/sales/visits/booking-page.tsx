// The booking page: the free slots and the visitor's details, one plain form (no script).
import { FormAlert } from '@/components/ui/form-alert';
import { buttonVariants } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/fields';
import { PageHero } from '@/components/page-hero';
import { PersonField, PrivacyNote } from '@/features/sales/contact-form';
import type { FormState } from '@/lib/forms/form-state';
import { SlotPicker, type SlotDay } from './slot-picker';
import type { VisitStrings } from './visit-strings';

export interface BookingPageProps {
  t: VisitStrings;
  days: SlotDay[];
  modules: number[];
  /** The module of interest the visitor came with (?modulo=N). */
  module?: number;
  form: FormState;
  contactHref: string;
  privacyHref: string;
  moduleLabel: (n: number) => string;
}

export function BookingPage({
  t,
  days,
  modules,
  module,
  form,
  contactHref,
  privacyHref,
  moduleLabel,
}: BookingPageProps) {
  const values = form.values ?? {};
  const errors = form.errors ?? {};
  const chosenModule = values.modulo ?? (module ? String(module) : '');
  return (
    <>
      <PageHero eyebrow={t['visits.book.eyebrow']} title={t['visits.book.title']} lead={t['visits.book.text']} />
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        {days.length === 0 ? (
          <div className="grid justify-items-start gap-4" data-testid="no-slots">
            <p>{t['visits.book.noSlots']}</p>
            <a href={contactHref} className={buttonVariants({ variant: 'outline' })}>
              {t['visits.book.contact']}
            </a>
          </div>
        ) : (
          <form method="post" action={form.action} className="grid gap-8" data-testid="booking-form">
            <FormAlert message={form.formError} />
            <input type="hidden" name="submission" value={form.submission} />
            <div className="grid gap-2">
              <SlotPicker days={days} legend={t['visits.book.slots']} chosen={values.horario} error={errors.horario} />
              <p className="text-sm text-muted-foreground">{t['visits.book.timeZone']}</p>
            </div>
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">{t['visits.book.details']}</legend>
              <p className="text-sm text-muted-foreground sm:col-span-2">{t['leads.form.requiredHint']}</p>
              <PersonField field="name" prefix="visit" t={t} values={values} errors={errors} />
              <InputField
                id="visit-company"
                label={t['visits.book.company']}
                required
                error={errors.empresa}
                name="empresa"
                autoComplete="organization"
                defaultValue={values.empresa}
              />
              <PersonField field="email" prefix="visit" t={t} values={values} errors={errors} />
              <PersonField field="phone" prefix="visit" t={t} values={values} errors={errors} />
              <SelectField
                id="visit-module"
                label={t['leads.form.module']}
                error={errors.modulo}
                className="sm:col-span-2"
                name="modulo"
                defaultValue={chosenModule}
                none={t['leads.form.moduleNone']}
                options={modules.map((n) => ({ value: n, label: moduleLabel(n) }))}
              />
            </fieldset>
            <PrivacyNote
              t={t}
              href={privacyHref}
              className="text-sm text-muted-foreground"
              linkClassName="font-medium text-brand underline underline-offset-4"
            />
            <div>
              <button type="submit" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
                {t['visits.book.submit']}
              </button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
