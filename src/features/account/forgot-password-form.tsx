// The forgot-password island: asks for a reset link (account.requestReset action). The answer is
// the same whether or not the address has an account (the server never says).
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import type { AccountFormState, AccountLinks, AccountStrings } from './account-strings';
import { FormAlert, HiddenFields, SubmitButton, SuccessPanel, TextLink } from './account-ui';
import { useAccountForm } from './use-account-form';

export interface ForgotPasswordFormProps {
  t: AccountStrings;
  links: AccountLinks;
  form: AccountFormState;
}

export default function ForgotPasswordForm({ t, links, form }: ForgotPasswordFormProps) {
  const [sent, setSent] = useState(form.done ?? false);
  const { error, busy, onSubmit, clearError } = useAccountForm({
    action: 'requestReset',
    initialError: form.error,
    validate: (data) => (String(data.get('email') ?? '').trim() ? undefined : 'account.forgot.required'),
    onSuccess: () => setSent(true),
  });

  const backToLogin = <TextLink href={links.login}>{t['account.forgot.backToLogin']}</TextLink>;
  if (sent) {
    return (
      <SuccessPanel text={t['account.forgot.sent']}>
        <p className="text-sm">{backToLogin}</p>
      </SuccessPanel>
    );
  }
  return (
    <form method="post" action={form.action} noValidate onSubmit={onSubmit} onChange={clearError} className="grid gap-5">
      <HiddenFields fields={form.hidden} />
      <FormAlert message={error && t[error]} />
      <fieldset disabled={busy} className="grid gap-5">
        <FormField id="forgot-email" label={t['account.email']}>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={form.values?.email} />}
        </FormField>
      </fieldset>
      <SubmitButton busy={busy} label={t['account.forgot.submit']} busyLabel={t['account.forgot.busy']} />
      <p className="text-center text-sm">{backToLogin}</p>
    </form>
  );
}
