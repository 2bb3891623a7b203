// The profile island (Settings tab). Rendered on the server it is a plain POST form to the action
// (PRG back here with ?salvo=1, see settings.middleware.ts); hydrated, it validates with the same
// schema, saves through the action client, reports failures with a toast, and on success reloads
// the tab (the sidebar shows the new name), which announces it.
import { useState, type SubmitEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { controlClass, Input } from '@/components/ui/input';
import { toast, Toaster } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { locales } from '@/lib/i18n-types';
import { PROFILE_FIELDS, type ProfileField, type ProfileFieldErrors, type SettingsMessageKey } from './profile-fields';

const loadClient = () => import('./settings-client');

export type SettingsStrings = Record<SettingsMessageKey, string> & { 'common.close': string };

export interface ProfileFormProps {
  /** The action's form URL (works without JavaScript). */
  action: string;
  /** This tab with ?salvo=1: where a saved profile goes. */
  savedPath: string;
  email: string;
  t: SettingsStrings;
  initial: { values: Record<ProfileField, string>; errors?: ProfileFieldErrors; formError?: SettingsMessageKey };
}

export default function ProfileForm({ action, savedPath, email, t, initial }: ProfileFormProps) {
  const [errors, setErrors] = useState<ProfileFieldErrors>(initial.errors ?? {});
  const [busy, setBusy] = useState(false);
  const { values } = initial;
  const message = (field: ProfileField) => (errors[field] ? t[errors[field]] : undefined);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const failed = () => toast({ title: t['settings.error.title'], description: t['settings.error.text'], variant: 'destructive' });
    try {
      const client = await loadClient();
      const found = client.validateProfileForm(data);
      setErrors(found);
      const firstInvalid = PROFILE_FIELDS.find((f) => found[f]);
      if (firstInvalid) {
        (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
        return;
      }
      setBusy(true);
      const result = await client.saveProfile(data);
      if (result.ok) {
        location.assign(savedPath); // busy until the tab reloads
        return;
      }
      setErrors(result.errors);
      setBusy(false);
      failed();
    } catch {
      setBusy(false);
      failed();
    }
  }

  const alert = initial.formError ?? (initial.errors && Object.keys(initial.errors).length ? 'settings.error.fixFields' : undefined);
  return (
    <>
      <form method="post" action={action} noValidate onSubmit={submit} onFocus={() => void loadClient().catch(() => undefined)} className="grid gap-5">
        {alert && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">{t[alert]}</p>
        )}
        <fieldset disabled={busy} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="settings-first-name" label={t['settings.firstName']} required error={message('firstName')}>
              {(p) => <Input {...p} name="firstName" autoComplete="given-name" defaultValue={values.firstName} required />}
            </FormField>
            <FormField id="settings-last-name" label={t['settings.lastName']} required error={message('lastName')}>
              {(p) => <Input {...p} name="lastName" autoComplete="family-name" defaultValue={values.lastName} required />}
            </FormField>
          </div>
          <div className="grid gap-1.5">
            <FormField id="settings-email" label={t['settings.email']}>
              {(p) => <Input {...p} type="email" value={email} readOnly aria-describedby="settings-email-hint" />}
            </FormField>
            <p id="settings-email-hint" className="text-xs text-muted-foreground">{t['settings.emailHint']}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="settings-phone" label={t['settings.phone']} optionalLabel={t['settings.optional']} error={message('phone')}>
              {(p) => <Input {...p} name="phone" type="tel" autoComplete="tel" defaultValue={values.phone} />}
            </FormField>
            <FormField id="settings-locale" label={t['settings.locale']} required error={message('locale')}>
              {(p) => (
                <select {...p} name="locale" defaultValue={values.locale} className={cn(controlClass, 'h-11')}>
                  {locales.map((l) => (
                    <option key={l} value={l}>{t[`settings.locale.${l}`]}</option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        </fieldset>
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={cn(buttonVariants({ variant: 'accent' }), 'justify-self-start')}>
          {busy ? t['settings.saving'] : t['settings.save']}
        </button>
      </form>
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
