// The reset-password island: the emailed link lands here with ?token= (or ?error=INVALID_TOKEN when
// the link had expired or was used). A reset ends the customer's other sessions (server side).
import { useState, type SubmitEvent } from 'react';
import { isStrongPassword } from '@/lib/password-rule';
import { failureMessage, postAuth } from './account-client';
import { AUTH_PATHS, type AccountLinks, type AccountStrings } from './account-strings';
import { FormAlert, SubmitButton, SuccessPanel, TextLink } from './account-ui';
import { PasswordWithHint } from './password-field';

export interface ResetPasswordFormProps {
  t: AccountStrings;
  links: AccountLinks;
  /** Undefined when the link was invalid (or the page opened without one). */
  token?: string;
}

type State = 'form' | 'done' | 'invalid';

export default function ResetPasswordForm({ t, links, token }: ResetPasswordFormProps) {
  const [state, setState] = useState<State>(token ? 'form' : 'invalid');
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('newPassword') ?? '');
    const confirm = String(data.get('confirmPassword') ?? '');
    const problem = !newPassword || !confirm ? 'account.reset.required'
      : !isStrongPassword(newPassword) ? 'account.passwordRule'
      : newPassword !== confirm ? 'account.reset.mismatch' : undefined;
    setPasswordError(problem === 'account.passwordRule');
    setError(problem && t[problem]);
    if (problem) return;
    setBusy(true);
    try {
      const outcome = await postAuth(AUTH_PATHS.reset, { newPassword, token });
      if (outcome.ok) return setState('done');
      const key = failureMessage(outcome, 'account.reset.failed');
      if (key === 'account.reset.invalid') return setState('invalid');
      setPasswordError(key === 'account.passwordRule');
      setError(t[key]);
    } catch {
      setError(t['account.networkError']);
    } finally {
      setBusy(false);
    }
  }

  if (state === 'done') {
    return (
      <SuccessPanel text={t['account.reset.done']}>
        <p className="text-sm">
          <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
        </p>
      </SuccessPanel>
    );
  }
  if (state === 'invalid') {
    return (
      <div role="alert" className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="font-medium text-destructive">{t['account.reset.invalid']}</p>
        <p>
          <TextLink href={links.forgot}>{t['account.reset.askAgain']}</TextLink>
        </p>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit} onChange={() => setError(undefined)} className="grid gap-5">
      <FormAlert message={error} />
      <fieldset disabled={busy} className="grid gap-5">
        <PasswordWithHint id="reset-password" name="newPassword" label={t['account.newPassword']} hint={t['account.passwordRule']} invalid={passwordError} autoComplete="new-password" />
        <PasswordWithHint id="reset-confirm" name="confirmPassword" label={t['account.confirmPassword']} invalid={false} autoComplete="new-password" />
      </fieldset>
      <SubmitButton busy={busy} label={t['account.reset.submit']} busyLabel={t['account.reset.busy']} />
    </form>
  );
}
