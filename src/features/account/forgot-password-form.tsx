// The forgot-password island: asks for a reset link. The answer is the same whether or not the
// address has an account (the server never says).
import { useState, type SubmitEvent } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/features/leads/form-field';
import { failureMessage, postAuth } from './account-client';
import { AUTH_PATHS, type AccountLinks, type AccountStrings } from './account-strings';
import { FormAlert, SubmitButton, SuccessPanel, TextLink } from './account-ui';

export interface ForgotPasswordFormProps {
  t: AccountStrings;
  links: AccountLinks;
  /** The reset page in the page's language: where the emailed link lands. */
  redirectTo: string;
}

export default function ForgotPasswordForm({ t, links, redirectTo }: ForgotPasswordFormProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      setError(t['account.forgot.required']);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await postAuth(AUTH_PATHS.requestReset, { email, redirectTo });
      if (outcome.ok) setSent(true);
      else setError(t[failureMessage(outcome, 'account.forgot.failed')]);
    } catch {
      setError(t['account.networkError']);
    } finally {
      setBusy(false);
    }
  }

  const backToLogin = <TextLink href={links.login}>{t['account.forgot.backToLogin']}</TextLink>;
  if (sent) {
    return (
      <SuccessPanel text={t['account.forgot.sent']}>
        <p className="text-sm">{backToLogin}</p>
      </SuccessPanel>
    );
  }
  return (
    <form method="post" noValidate onSubmit={submit} onChange={() => setError(undefined)} className="grid gap-5">
      <FormAlert message={error} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="forgot-email" label={t['account.email']}>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
        </FormField>
      </fieldset>
      <SubmitButton busy={busy} label={t['account.forgot.submit']} busyLabel={t['account.forgot.busy']} />
      <p className="text-center text-sm">{backToLogin}</p>
    </form>
  );
}
