// The login island: signs in through the account.signIn action, then goes to the target the server
// computed (the remembered page or the dashboard). Without JavaScript the same form posts there.
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { LOGIN_TIMEOUT_MS, type AccountFormState, type AccountLinks, type AccountStrings } from './account-strings';
import { FormAlert, HiddenFields, SubmitButton, SwitchLine, TextLink } from './account-ui';
import { useAccountForm } from './use-account-form';

export interface LoginFormProps {
  t: AccountStrings;
  links: AccountLinks;
  form: AccountFormState;
}

export default function LoginForm({ t, links, form }: LoginFormProps) {
  const { error, busy, onSubmit, clearError } = useAccountForm({
    action: 'signIn',
    initialError: form.error,
    validate: (data) => (!String(data.get('email') ?? '').trim() || !data.get('password') ? 'account.login.required' : undefined),
    onSuccess: (next) => {
      location.assign(next);
      return true;
    },
    timeout: { ms: LOGIN_TIMEOUT_MS, message: 'account.login.timeout' },
  });

  return (
    <form method="post" action={form.action} noValidate onSubmit={onSubmit} onChange={clearError} className="grid gap-5">
      <HiddenFields fields={form.hidden} />
      <FormAlert message={error && t[error]} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="login-email" label={t['account.email']}>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={form.values?.email} />}
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
      <SubmitButton busy={busy} label={t['account.login.submit']} busyLabel={t['account.login.busy']} />
      <SwitchLine text={t['account.login.noAccount']} href={links.signup} link={t['account.login.signupLink']} />
    </form>
  );
}
