// The profile island (Settings tab): checks with the action's schema, toasts a failure, and once
// saved reloads the tab (its sidebar shows the new name), which confirms it.
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Toaster } from '@/components/ui/toaster';
import { Select } from '@/components/ui/select';
import { InputField } from '@/components/ui/fields';
import type { settings } from '@/i18n/pt-BR/settings';
import type { FormCommonKey, FormState } from '@/lib/forms/form-state';
import { locales } from '@/lib/i18n-types';

export type SettingsStrings = Record<keyof typeof settings | FormCommonKey, string>;

export interface ProfileFormProps {
  email: string;
  /** The saved profile; a failed post's values win over it. */
  profile: { firstName: string; lastName: string; phone: string; locale: string };
  t: SettingsStrings;
  state: FormState;
}

export default function ProfileForm({ email, profile, t, state }: ProfileFormProps) {
  const form = useActionForm({
    action: 'settings.saveProfile',
    schema: () => import('./profile.schema').then((m) => m.profileSchema),
    t,
    state,
    failure: { text: 'settings.error.text', toastTitle: 'settings.error.title' },
  });
  const values = { ...profile, ...form.values };
  const { errors } = form;
  const serverErrors = Object.keys(state.errors ?? {}).length > 0 && Object.keys(errors).length > 0;
  return (
    <>
      <form {...form.formProps} className="grid gap-5">
        <FormAlert message={form.formError ?? (serverErrors ? t['settings.error.fixFields'] : undefined)} />
        <fieldset disabled={form.busy} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="settings-first-name"
              label={t['settings.firstName']}
              required
              error={errors.firstName}
              name="firstName"
              autoComplete="given-name"
              defaultValue={values.firstName}
            />
            <InputField
              id="settings-last-name"
              label={t['settings.lastName']}
              required
              error={errors.lastName}
              name="lastName"
              autoComplete="family-name"
              defaultValue={values.lastName}
            />
          </div>
          <div className="grid gap-1.5">
            <InputField
              id="settings-email"
              label={t['settings.email']}
              type="email"
              value={email}
              readOnly
              aria-describedby="settings-email-hint"
            />
            <p id="settings-email-hint" className="text-xs text-muted-foreground">
              {t['settings.emailHint']}
            </p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="settings-phone"
              label={t['settings.phone']}
              optionalLabel={t['settings.optional']}
              error={errors.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone}
            />
            <FormField id="settings-locale" label={t['settings.locale']} required error={errors.locale}>
              {(p) => (
                <Select
                  {...p}
                  name="locale"
                  defaultValue={values.locale}
                  options={locales.map((l) => ({ value: l, label: t[`settings.locale.${l}`] }))}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <SubmitButton
          busy={form.busy}
          label={t['settings.save']}
          busyLabel={t['settings.saving']}
          className="justify-self-start"
        />
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
