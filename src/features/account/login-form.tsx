// The login island: signs in through the auth handler, then goes to the target the server computed.
import { useRef, useState, type SubmitEvent } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/features/leads/form-field';
import { failureMessage, postAuth } from './account-client';
import { AUTH_PATHS, LOGIN_TIMEOUT_MS, type AccountLinks, type AccountStrings } from './account-strings';
import { FormAlert, SubmitButton, SwitchLine, TextLink } from './account-ui';

export interface LoginFormProps {
  t: AccountStrings;
  links: AccountLinks;
  /** Where to go after signing in: the safe ?redirect= target or the dashboard. */
  target: string;
}

export default function LoginForm({ t, links, target }: LoginFormProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Each submit gets a number: an answer that arrives after the timeout (or a newer submit) is ignored.
  const attempt = useRef(0);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError(t['account.login.required']);
      return;
    }
    const id = ++attempt.current;
    const controller = new AbortController();
    const current = () => attempt.current === id;
    const finish = (message?: string) => {
      attempt.current++;
      setError(message);
      setBusy(false);
    };
    setError(undefined);
    setBusy(true);
    const timer = setTimeout(() => {
      if (!current()) return;
      controller.abort();
      finish(t['account.login.timeout']);
    }, LOGIN_TIMEOUT_MS);
    try {
      const outcome = await postAuth(AUTH_PATHS.signIn, { email, password }, controller.signal);
      if (!current()) return;
      if (outcome.ok) {
        // Busy until the next page replaces this one.
        location.assign(target);
        return;
      }
      finish(t[failureMessage(outcome, 'account.error')]);
    } catch {
      if (current()) finish(t['account.networkError']);
    } finally {
      clearTimeout(timer);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} onChange={() => setError(undefined)} className="grid gap-5">
      <FormAlert message={error} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="login-email" label={t['account.email']}>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
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
