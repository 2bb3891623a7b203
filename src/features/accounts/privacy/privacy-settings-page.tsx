// Settings → Privacy (server-rendered, no script): download my data, what the business keeps and
// why, and the form that erases the account (password, the second factor's code when it is on,
// and an explicit confirmation).
import { SettingsSection } from '@/components/settings-section';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { PASSWORD_MAX_LENGTH } from '@/lib/password-rule';
import type { CustomerPrivacyProps, PrivacyLabels } from './privacy-view.server';
import { CONFIRM_VALUE } from './privacy.schema';

function ExportSection({ labels: l, href }: { labels: PrivacyLabels; href: string }) {
  return (
    <SettingsSection id="privacy-export" title={l['privacy.export.title']} intro={l['privacy.export.text']}>
      <p className="mt-3 text-sm">{l['privacy.export.contents']}</p>
      <a href={href} download className={cn(buttonVariants(), 'mt-5')} data-testid="export-data">
        {l['privacy.export.submit']}
      </a>
    </SettingsSection>
  );
}

function KeptSection({ labels: l, policyHref }: { labels: PrivacyLabels; policyHref: string }) {
  return (
    <SettingsSection id="privacy-kept" title={l['privacy.kept.title']}>
      <p className="mt-1 text-sm">{l['privacy.kept.text']}</p>
      <a
        href={policyHref}
        className="mt-3 inline-block text-sm font-medium text-brand underline underline-offset-4 hover:text-accent-strong"
      >
        {l['privacy.kept.policy']}
      </a>
    </SettingsSection>
  );
}

function EraseForm({ labels: l, twoFactor, state }: { labels: PrivacyLabels; twoFactor: boolean; state: FormState }) {
  const { field, errors: e } = bindFields(state, 'privacy');
  return (
    <form method="post" action={state.action} className="mt-5 grid max-w-md gap-4" data-testid="erase-account">
      <FormAlert message={state.formError} />
      <InputField
        label={l['privacy.erase.password']}
        required
        {...field('password')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      {twoFactor && (
        <InputField
          label={l['privacy.erase.code']}
          required
          hint={l['privacy.erase.codeHint']}
          {...field('code')}
          autoComplete="one-time-code"
          maxLength={32}
        />
      )}
      <div className="grid gap-1.5">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value={CONFIRM_VALUE}
            required
            className="mt-0.5 size-5 shrink-0 accent-destructive"
            aria-invalid={e.confirm ? true : undefined}
            aria-describedby={e.confirm ? 'privacy-confirm-error' : undefined}
          />
          <span>{l['privacy.erase.confirm']}</span>
        </label>
        {e.confirm && (
          <p id="privacy-confirm-error" className="text-sm font-medium text-destructive">
            {e.confirm}
          </p>
        )}
      </div>
      <button type="submit" className={cn(buttonVariants({ variant: 'destructive' }), 'justify-self-start')}>
        {l['privacy.erase.submit']}
      </button>
    </form>
  );
}

function EraseSection({ props, state }: { props: CustomerPrivacyProps; state: FormState }) {
  const l = props.labels;
  return (
    <SettingsSection
      id="privacy-erase"
      title={l['privacy.erase.title']}
      className="border-destructive/40"
      titleClassName="text-destructive"
    >
      <p className="mt-1 text-sm">{l['privacy.erase.text']}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>{l['privacy.erase.erased']}</li>
        <li>{l['privacy.erase.kept']}</li>
      </ul>
      {props.staff ? (
        <p className="mt-5 text-sm font-medium">{l['privacy.erase.staffAccount']}</p>
      ) : (
        <EraseForm labels={l} twoFactor={props.twoFactor} state={state} />
      )}
    </SettingsSection>
  );
}

export function PrivacySettingsPage({ props, erase }: { props: CustomerPrivacyProps; erase: FormState }) {
  return (
    <div className="grid gap-6">
      <ExportSection labels={props.labels} href={props.exportHref} />
      <KeptSection labels={props.labels} policyHref={props.policyHref} />
      <EraseSection props={props} state={erase} />
    </div>
  );
}
