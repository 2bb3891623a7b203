// The login island: signs in through the account.signIn action, then goes to the page the server
// chose (the remembered one or the dashboard). Gives up waiting after 10 s (spec §4).
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { HiddenFields, LOGIN_TIMEOUT_MS, SwitchLine, TextLink, type AccountFormProps } from './account-form-parts';

export default function LoginForm({ t, links, state, hidden }: AccountFormProps) {
  const form = useActionForm({
    action: 'account.signIn',
    schema: () => import('./account.schema').then((m) => m.signInSchema),
    t,
    state,
    failure: { text: 'account.error', network: 'account.networkError' },
    timeout: { ms: LOGIN_TIMEOUT_MS, message: 'account.login.timeout' },
  });

  return (
    <form {...form.formProps} className="grid gap-5">
      <HiddenFields fields={hidden} />
      <FormAlert message={form.firstMessage} />
      <fieldset disabled={form.busy} className="grid gap-5">
        <FormField id="login-email" label={t['account.email']}>
          {(p) => (
            <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={form.values.email} />
          )}
        </FormField>
        <div className="grid gap-1.5">
          <FormField id="login-password" label={t['account.password']}>
            {(p) => <Input {...p} name="password" type="password" autoComplete="current-password" required />}
          </FormField>
          <p className="justify-self-end text-sm">
            <TextLink href={links.forgot}>{t['account.login.forgot']}</TextLink>
          </p>
        </div>
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t['account.login.submit']}
        busyLabel={t['account.login.busy']}
        size="lg"
        className="w-full"
      />
      <SwitchLine text={t['account.login.noAccount']} href={links.signup} link={t['account.login.signupLink']} />
    </form>
  );
}
