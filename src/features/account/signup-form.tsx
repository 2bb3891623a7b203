// The sign-up island: creates the account (account.signUp action) in the page's language; the
// customer then confirms the email through the link we send, which lands signed in on the dashboard.
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { toast, Toaster } from '@/components/ui/toaster';
import { isStrongPassword } from '@/lib/password-rule';
import type { AccountFormState, AccountLinks, AccountStrings } from './account-strings';
import { FormAlert, HiddenFields, SubmitButton, SuccessPanel, SwitchLine, TextLink } from './account-ui';
import { PasswordWithHint } from './password-field';
import { useAccountForm } from './use-account-form';

export interface SignupFormProps {
  t: AccountStrings;
  links: AccountLinks;
  form: AccountFormState;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export default function SignupForm({ t, links, form }: SignupFormProps) {
  const [done, setDone] = useState(form.done ?? false);
  const { error, busy, onSubmit, clearError } = useAccountForm({
    action: 'signUp',
    initialError: form.error,
    validate: (data) => {
      const [firstName, lastName, email, password] = FIELDS.map((f) => String(data.get(f) ?? '').trim());
      if (!firstName || !lastName || !email || !password) return 'account.signup.required';
      return isStrongPassword(password) ? undefined : 'account.passwordRule';
    },
    onSuccess: () => {
      toast({ title: t['account.signup.confirmTitle'], description: t['account.signup.confirmText'], variant: 'info' });
      setDone(true);
    },
  });
  const value = (name: string) => form.values?.[name];

  return (
    <>
      {done ? (
        <SuccessPanel title={t['account.signup.confirmTitle']} text={t['account.signup.confirmText']}>
          <p className="text-sm">
            <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
          </p>
        </SuccessPanel>
      ) : (
        <form method="post" action={form.action} noValidate onSubmit={onSubmit} onChange={clearError} className="grid gap-5">
          <HiddenFields fields={form.hidden} />
          <FormAlert message={error && t[error]} />
          <fieldset disabled={busy} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="signup-first-name" label={t['account.firstName']}>
                {(p) => <Input {...p} name="firstName" autoComplete="given-name" required defaultValue={value('firstName')} />}
              </FormField>
              <FormField id="signup-last-name" label={t['account.lastName']}>
                {(p) => <Input {...p} name="lastName" autoComplete="family-name" required defaultValue={value('lastName')} />}
              </FormField>
            </div>
            <FormField id="signup-email" label={t['account.email']}>
              {(p) => <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={value('email')} />}
            </FormField>
            <PasswordWithHint id="signup-password" name="password" label={t['account.password']} hint={t['account.passwordRule']} invalid={error === 'account.passwordRule'} autoComplete="new-password" />
          </fieldset>
          <SubmitButton busy={busy} label={t['account.signup.submit']} busyLabel={t['account.signup.busy']} />
          <SwitchLine text={t['account.signup.hasAccount']} href={links.login} link={t['account.signup.loginLink']} />
        </form>
      )}
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
