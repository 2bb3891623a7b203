// The reset-password island: the emailed link lands here with ?token= (or ?error=INVALID_TOKEN when
// the link had expired or was used). A reset ends the customer's other sessions (server side).
import { useState } from 'react';
import { isStrongPassword } from '@/lib/password-rule';
import type { AccountFormState, AccountLinks, AccountStrings } from './account-strings';
import { FormAlert, HiddenFields, SubmitButton, SuccessPanel, TextLink } from './account-ui';
import { PasswordWithHint } from './password-field';
import { useAccountForm } from './use-account-form';

export interface ResetPasswordFormProps {
  t: AccountStrings;
  links: AccountLinks;
  /** `hidden.token` is missing when the link was invalid (or the page opened without one). */
  form: AccountFormState;
}

export default function ResetPasswordForm({ t, links, form }: ResetPasswordFormProps) {
  const [done, setDone] = useState(form.done ?? false);
  const { error, busy, onSubmit, clearError } = useAccountForm({
    action: 'resetPassword',
    initialError: form.hidden.token ? form.error : 'account.reset.invalid',
    validate: (data) => {
      const newPassword = String(data.get('newPassword') ?? '');
      const confirm = String(data.get('confirmPassword') ?? '');
      if (!newPassword || !confirm) return 'account.reset.required';
      if (!isStrongPassword(newPassword)) return 'account.passwordRule';
      return newPassword === confirm ? undefined : 'account.reset.mismatch';
    },
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <SuccessPanel text={t['account.reset.done']}>
        <p className="text-sm">
          <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
        </p>
      </SuccessPanel>
    );
  }
  if (error === 'account.reset.invalid') {
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
    <form method="post" action={form.action} noValidate onSubmit={onSubmit} onChange={clearError} className="grid gap-5">
      <HiddenFields fields={form.hidden} />
      <FormAlert message={error && t[error]} />
      <fieldset disabled={busy} className="grid gap-5">
        <PasswordWithHint id="reset-password" name="newPassword" label={t['account.newPassword']} hint={t['account.passwordRule']} invalid={error === 'account.passwordRule'} autoComplete="new-password" />
        <PasswordWithHint id="reset-confirm" name="confirmPassword" label={t['account.confirmPassword']} invalid={false} autoComplete="new-password" />
      </fieldset>
      <SubmitButton busy={busy} label={t['account.reset.submit']} busyLabel={t['account.reset.busy']} />
    </form>
  );
}
