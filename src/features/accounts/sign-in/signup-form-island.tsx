// The sign-up island: creates the account (account.signUp action) in the page's language; the
// customer then confirms the email through the link we send, which lands signed in on the dashboard.
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast, Toaster } from '@/components/ui/toaster';
import { HiddenFields, NewPasswordField, SwitchLine, TextLink, type AccountFormProps } from './account-form-parts';

export default function SignupForm({ t, links, state, hidden, done: doneBefore }: AccountFormProps) {
  const [done, setDone] = useState(doneBefore ?? false);
  const form = useActionForm({
    action: 'account.signUp',
    schema: () => import('./account.schema').then((m) => m.signUpSchema),
    t,
    state,
    failure: { text: 'account.signup.failed', network: 'account.networkError' },
    onSuccess: () => {
      toast({ title: t['account.signup.confirmTitle'], description: t['account.signup.confirmText'], variant: 'info' });
      setDone(true);
    },
  });
  const { values } = form;

  return (
    <>
      {done ? (
        <FormSuccess title={t['account.signup.confirmTitle']} text={t['account.signup.confirmText']}>
          <p className="text-sm">
            <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
          </p>
        </FormSuccess>
      ) : (
        <form {...form.formProps} className="grid gap-5">
          <HiddenFields fields={hidden} />
          <FormAlert message={form.firstMessage} />
          <fieldset disabled={form.busy} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="signup-first-name" label={t['account.firstName']}>
                {(p) => (
                  <Input {...p} name="firstName" autoComplete="given-name" required defaultValue={values.firstName} />
                )}
              </FormField>
              <FormField id="signup-last-name" label={t['account.lastName']}>
                {(p) => (
                  <Input {...p} name="lastName" autoComplete="family-name" required defaultValue={values.lastName} />
                )}
              </FormField>
            </div>
            <FormField id="signup-email" label={t['account.email']}>
              {(p) => (
                <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={values.email} />
              )}
            </FormField>
            <NewPasswordField
              id="signup-password"
              name="password"
              label={t['account.password']}
              hint={t['account.passwordRule']}
              error={form.errors.password !== undefined}
            />
          </fieldset>
          <SubmitButton
            busy={form.busy}
            label={t['account.signup.submit']}
            busyLabel={t['account.signup.busy']}
            size="lg"
            className="w-full"
          />
          <SwitchLine text={t['account.signup.hasAccount']} href={links.login} link={t['account.signup.loginLink']} />
        </form>
      )}
      <Toaster closeLabel={t['common.close']} />
    </>
  );
}
