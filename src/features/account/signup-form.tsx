// The sign-up island: creates the account in the page's language; the customer then confirms the
// email through the link we send, which lands signed in on `callbackURL` (the dashboard).
import { useState, type SubmitEvent } from 'react';
import { Input } from '@/components/ui/input';
import { toast, Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/lib/i18n-types';
import { isStrongPassword } from '@/lib/password-rule';
import { FormField } from '@/features/leads/form-field';
import { failureMessage, postAuth } from './account-client';
import { AUTH_PATHS, type AccountLinks, type AccountStrings } from './account-strings';
import { FormAlert, SubmitButton, SuccessPanel, SwitchLine, TextLink } from './account-ui';
import { PasswordWithHint } from './password-field';

export interface SignupFormProps {
  t: AccountStrings;
  links: AccountLinks;
  locale: Locale;
  /** The dashboard in the page's language: where the verification link lands. */
  callbackURL: string;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export default function SignupForm({ t, links, locale, callbackURL }: SignupFormProps) {
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const [firstName, lastName, email, password] = FIELDS.map((f) => String(data.get(f) ?? '').trim());
    if (!firstName || !lastName || !email || !password) {
      setError(t['account.signup.required']);
      return;
    }
    if (!isStrongPassword(password)) {
      setPasswordError(true);
      setError(t['account.passwordRule']);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const body = { firstName, lastName, name: `${firstName} ${lastName}`, email, password, locale, callbackURL };
      const outcome = await postAuth(AUTH_PATHS.signUp, body);
      if (outcome.ok) {
        toast({ title: t['account.signup.confirmTitle'], description: t['account.signup.confirmText'], variant: 'info' });
        setDone(true);
        return;
      }
      const key = failureMessage(outcome, 'account.signup.failed');
      setPasswordError(key === 'account.passwordRule');
      setError(t[key]);
    } catch {
      setError(t['account.networkError']);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {done ? (
        <SuccessPanel title={t['account.signup.confirmTitle']} text={t['account.signup.confirmText']}>
          <p className="text-sm">
            <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
          </p>
        </SuccessPanel>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onChange={() => {
            setError(undefined);
            setPasswordError(false);
          }}
          className="grid gap-5"
        >
          <FormAlert message={error} />
          <fieldset disabled={busy} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="signup-first-name" label={t['account.firstName']}>
                {(p) => <Input {...p} name="firstName" autoComplete="given-name" required />}
              </FormField>
              <FormField id="signup-last-name" label={t['account.lastName']}>
                {(p) => <Input {...p} name="lastName" autoComplete="family-name" required />}
              </FormField>
            </div>
            <FormField id="signup-email" label={t['account.email']}>
              {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
            </FormField>
            <PasswordWithHint id="signup-password" name="password" label={t['account.password']} hint={t['account.passwordRule']} invalid={passwordError} autoComplete="new-password" />
          </fieldset>
          <SubmitButton busy={busy} label={t['account.signup.submit']} busyLabel={t['account.signup.busy']} />
          <SwitchLine text={t['account.signup.hasAccount']} href={links.login} link={t['account.signup.loginLink']} />
        </form>
      )}
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
