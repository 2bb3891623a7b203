// The staff's visit settings (server-rendered, no script): the rules and weekly hours in one plain
// POST form, then the closed days (holidays filled from the data set, and the staff's own), each
// removable, and the form that adds one.
import type { ReactNode } from 'react';
import { AdminHeading } from '@/components/admin-heading';
import type { LinkTabs } from '@/components/link-tabs';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import type { Translate } from '@/i18n/translate';
import type { FormState } from '@/lib/forms/form-state';
import { CLOSED_DAY_NAME_MAX_LENGTH, HOURS_MAX_LENGTH, RULE_LIMITS } from './visit-settings.schema';
import type { VisitSettingsProps } from './visit-settings-view.server';

function Group({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className="grid gap-4 rounded-lg border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface VisitSettingsForms {
  rules: FormState;
  add: FormState;
  remove: FormState;
}

export function VisitSettingsPage({
  props,
  forms,
  t,
  tabs,
}: {
  props: VisitSettingsProps;
  forms: VisitSettingsForms;
  t: Translate;
  tabs: Parameters<typeof LinkTabs>[0];
}) {
  const v: Record<string, string | undefined> = { ...props.values, ...forms.rules.values };
  const e = forms.rules.errors ?? {};
  const number = (name: keyof typeof RULE_LIMITS, label: Parameters<Translate>[0]) => (
    <InputField
      id={`visit-${name}`}
      label={t(label)}
      required
      error={e[name]}
      name={name}
      type="number"
      inputMode="numeric"
      min={RULE_LIMITS[name].min}
      max={RULE_LIMITS[name].max}
      defaultValue={v[name]}
    />
  );
  const a: Record<string, string | undefined> = forms.add.values ?? {};
  const ae = forms.add.errors ?? {};
  return (
    <section>
      <AdminHeading title={t('adminVisits.title')} tabs={tabs} intro={t('visitSettings.intro')} />
      <form method="post" action={forms.rules.action} className="mt-8 grid gap-6" data-visit-rules-form>
        <FormAlert message={forms.rules.formError} />
        <input type="hidden" name="version" value={v.version} />
        <Group title={t('visitSettings.rules')}>
          {number('slotMinutes', 'visitSettings.field.slotMinutes')}
          {number('placesPerSlot', 'visitSettings.field.placesPerSlot')}
          {number('daysAhead', 'visitSettings.field.daysAhead')}
          {number('minNoticeHours', 'visitSettings.field.minNoticeHours')}
        </Group>
        <Group title={t('visitSettings.hours')}>
          <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">{t('visitSettings.hint.hours')}</p>
          {props.weekdays.map((d) => (
            <InputField
              key={d.field}
              id={`visit-${d.field}`}
              label={d.label}
              error={e[d.field]}
              name={d.field}
              maxLength={HOURS_MAX_LENGTH}
              defaultValue={v[d.field]}
              placeholder="09:00-12:00, 14:00-17:00"
            />
          ))}
        </Group>
        <div>
          <button type="submit" className={buttonVariants()}>
            {t('visitSettings.save')}
          </button>
        </div>
      </form>
      <h2 id="closed-days" className="mt-12 text-2xl font-semibold">
        {t('visitSettings.closedDays')}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{t('visitSettings.hint.closedDays')}</p>
      <FormAlert message={forms.remove.formError} />
      {props.closedDays.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t('visitSettings.noClosedDays')}</p>
      ) : (
        <ul className="mt-4 grid gap-2" data-closed-days>
          {props.closedDays.map((d) => (
            <li
              key={d.day}
              data-closed-day={d.day}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-md border bg-background p-3 sm:grid-cols-[7rem_1fr_auto_auto]"
            >
              <span className="font-semibold tabular-nums">{d.date}</span>
              <span className="col-start-1 min-w-0 break-words sm:col-start-auto">{d.name}</span>
              <span className="col-start-1 text-sm text-muted-foreground sm:col-start-auto">{d.kind}</span>
              <form
                method="post"
                action={forms.remove.action}
                className="col-start-2 row-span-3 row-start-1 sm:col-start-auto sm:row-span-1 sm:row-start-auto"
              >
                <input type="hidden" name="day" value={d.day} />
                <button
                  type="submit"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={t('visitSettings.removeDay', { day: d.date, name: d.name })}
                >
                  {t('visitSettings.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={forms.add.action} className="mt-6 grid gap-6" data-add-closed-day>
        <FormAlert message={forms.add.formError} />
        <Group title={t('visitSettings.addDay')}>
          <InputField
            id="closed-day"
            label={t('visitSettings.field.day')}
            required
            error={ae.day}
            name="day"
            type="date"
            defaultValue={a.day}
          />
          {(['Pt', 'En'] as const).map((language) => (
            <InputField
              key={language}
              id={`closed-name-${language.toLowerCase()}`}
              label={t(`visitSettings.field.name${language}`)}
              required
              error={ae[`name${language}`]}
              name={`name${language}`}
              maxLength={CLOSED_DAY_NAME_MAX_LENGTH}
              defaultValue={a[`name${language}`]}
            />
          ))}
          <div className="flex items-end">
            <button type="submit" className={buttonVariants()}>
              {t('visitSettings.add')}
            </button>
          </div>
        </Group>
      </form>
    </section>
  );
}
