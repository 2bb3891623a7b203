// The forgot-password island: asks for a reset link (account.requestReset action). The answer is
// the same whether or not an account has the address.
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { HiddenFields, TextLink, type AccountFormProps } from './account-form-parts';

export default function ForgotPasswordForm({ t, links, state, hidden, done: doneBefore }: AccountFormProps) {
  const [sent, setSent] = useState(doneBefore ?? false);
  const form = useActionForm({
    action: 'account.requestReset',
    schema: () => import('./account.schema').then((m) => m.requestResetSchema),
    t,
    state,
    failure: { text: 'account.forgot.failed', network: 'account.networkError' },
    onSuccess: () => setSent(true),
  });

  const backToLogin = <TextLink href={links.login}>{t['account.forgot.backToLogin']}</TextLink>;
  if (sent) {
    return (
      <FormSuccess text={t['account.forgot.sent']}>
        <p className="text-sm">{backToLogin}</p>
      </FormSuccess>
    );
  }
  return (
    <form {...form.formProps} className="grid gap-5">
      <HiddenFields fields={hidden} />
      <FormAlert message={form.firstMessage} />
      <fieldset disabled={form.busy} className="grid gap-5">
        <FormField id="forgot-email" label={t['account.email']}>
          {(p) => (
            <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={form.values.email} />
          )}
        </FormField>
      </fieldset>
      <SubmitButton
        busy={form.busy}
        label={t['account.forgot.submit']}
        busyLabel={t['account.forgot.busy']}
        size="lg"
        className="w-full"
      />
      <p className="text-center text-sm">{backToLogin}</p>
    </form>
  );
}
