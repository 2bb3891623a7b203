// The reset-password island: the emailed link lands here with ?token= (or ?error=INVALID_TOKEN when
// the link had expired or was used). A reset ends the customer's other sessions (server side).
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { HiddenFields, NewPasswordField, TextLink, type AccountFormProps } from './account-form-parts';

/** `hidden.token` is missing when the link was invalid (or the page opened without one). */
export default function ResetPasswordForm({ t, links, state, hidden, done: doneBefore }: AccountFormProps) {
  const [done, setDone] = useState(doneBefore ?? false);
  const form = useActionForm({
    action: 'account.resetPassword',
    schema: () => import('./account.schema').then((m) => m.resetPasswordSchema),
    t,
    state: hidden.token || doneBefore ? state : { ...state, formError: 'account.reset.invalid' },
    failure: { text: 'account.reset.failed', network: 'account.networkError' },
    onSuccess: () => setDone(true),
  });

  if (done) {
    return (
      <FormSuccess text={t['account.reset.done']}>
        <p className="text-sm">
          <TextLink href={links.login}>{t['account.signup.loginLink']}</TextLink>
        </p>
      </FormSuccess>
    );
  }
  if (form.firstMessage === t['account.reset.invalid']) {
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
    <form {...form.formProps} className="grid gap-5">
      <HiddenFields fields={hidden} />
      <FormAlert message={form.firstMessage} />
      <fieldset disabled={form.busy} className="grid gap-5">
        <NewPasswordField
          id="reset-password"
          name="newPassword"
          label={t['account.newPassword']}
          hint={t['account.passwordRule']}
          error={form.errors.newPassword !== undefined}
        />
        <NewPasswordField id="reset-confirm" name="confirmPassword" label={t['account.confirmPassword']} />
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t['account.reset.submit']}
        busyLabel={t['account.reset.busy']}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
