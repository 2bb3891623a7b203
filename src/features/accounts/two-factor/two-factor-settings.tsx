// The two-factor section of Settings (server-rendered, every form a plain POST): turn it on with
// the password, scan the key and confirm with a code, keep the backup codes shown once, make new
// ones, or turn it off.
import { buttonVariants } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import type { TwoFactorForms, TwoFactorProps } from './two-factor-view.server';

type Labels = TwoFactorProps['labels'];
const firstError = (state: FormState) => state.formError ?? Object.values(state.errors ?? {})[0];

function PasswordForm({
  id,
  state,
  labels: l,
  submit,
  variant = 'default',
}: {
  id: string;
  state: FormState;
  labels: Labels;
  submit: string;
  variant?: 'default' | 'outline';
}) {
  return (
    <form method="post" action={state.action} className="grid max-w-md gap-3" aria-label={submit}>
      <FormAlert message={firstError(state)} />
      <InputField
        id={id}
        label={l['twoFactor.password']}
        required
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className={buttonVariants({ variant })}>
        {submit}
      </button>
    </form>
  );
}

/** A titled section of the page with its password form (new backup codes, turning it off). */
function PasswordSection({
  id,
  title,
  intro,
  state,
  labels,
  submit,
  className,
}: {
  id: 'renew' | 'disable';
  title: string;
  intro: string;
  state: FormState;
  labels: Labels;
  submit: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('grid gap-3', className)}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{intro}</p>
      <PasswordForm id={`two-factor-${id}-password`} state={state} labels={labels} submit={submit} variant="outline" />
    </section>
  );
}

function Enrolment({ props, forms }: { props: TwoFactorProps; forms: TwoFactorForms }) {
  const l = props.labels;
  if (!props.enrolment) return null;
  return (
    <div className="grid gap-6" data-testid="two-factor-enrolment">
      <div className="grid gap-3">
        <p className="font-medium">{l['twoFactor.scan']}</p>
        {/* Our own SVG, drawn on the server from the key. */}
        <div
          role="img"
          aria-label={l['twoFactor.qrAlt']}
          className="w-48 rounded-md border bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: props.enrolment.qr }}
        />
        <p className="text-sm">
          {l['twoFactor.key']}:{' '}
          <code
            className="rounded bg-muted px-2 py-1 font-mono text-base tracking-wider select-all"
            data-testid="two-factor-key"
          >
            {props.enrolment.key}
          </code>
        </p>
      </div>
      <form
        method="post"
        action={forms.confirm.action}
        className="grid max-w-md gap-3"
        aria-label={l['twoFactor.confirm']}
      >
        <p className="font-medium">{l['twoFactor.enterCode']}</p>
        <FormAlert message={forms.confirm.formError} />
        <InputField
          id="two-factor-confirm-code"
          label={l['twoFactor.code']}
          required
          error={forms.confirm.errors?.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
        />
        <button type="submit" className={buttonVariants()}>
          {l['twoFactor.confirm']}
        </button>
      </form>
      {/* One task at a time: a new key is a step aside, not a second password field under the code. */}
      <details open={Boolean(firstError(forms.start))} className="group max-w-md border-t pt-4">
        <summary className="w-fit cursor-pointer text-sm font-medium text-brand underline-offset-4 hover:underline">
          {l['twoFactor.restart.summary']}
        </summary>
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-muted-foreground">{l['twoFactor.restart.intro']}</p>
          <PasswordForm
            id="two-factor-start-password"
            state={forms.start}
            labels={l}
            submit={l['twoFactor.restart']}
            variant="outline"
          />
        </div>
      </details>
    </div>
  );
}

function BackupCodes({ props }: { props: TwoFactorProps }) {
  const l = props.labels;
  if (!props.codes.length) return null;
  return (
    <section
      aria-labelledby="backup-codes-title"
      className="grid gap-3 rounded-lg border border-accent/50 bg-accent/5 p-4"
      data-testid="backup-codes"
    >
      <h2 id="backup-codes-title" className="text-lg font-semibold">
        {l['twoFactor.codes.title']}
      </h2>
      <p className="text-sm">{l['twoFactor.codes.once']}</p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2 font-mono text-base">
        {props.codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1 text-center tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <a
        href={props.codesHref}
        download={l['twoFactor.codes.fileName']}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-fit')}
      >
        {l['twoFactor.codes.download']}
      </a>
    </section>
  );
}

export function TwoFactorSettings({ props, forms }: { props: TwoFactorProps; forms: TwoFactorForms }) {
  const l = props.labels;
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <p className="text-muted-foreground">{l['twoFactor.intro']}</p>
        {props.required && (
          <p role="alert" className="rounded-md border border-accent bg-accent/10 p-3 font-medium">
            {l['twoFactor.required']}
          </p>
        )}
        <p>
          {l['twoFactor.stateLabel']}:{' '}
          <strong data-testid="two-factor-state" data-state={props.state}>
            {props.stateText}
          </strong>
        </p>
      </div>
      {props.done && <FormSuccess text={props.done} />}
      <BackupCodes props={props} />
      {props.continueTo && (
        <a href={props.continueTo} className={cn(buttonVariants(), 'w-fit')} data-testid="two-factor-continue">
          {l['twoFactor.continue']}
        </a>
      )}
      {props.state === 'pending' && <Enrolment props={props} forms={forms} />}
      {props.state === 'off' && (
        <PasswordForm id="two-factor-start-password" state={forms.start} labels={l} submit={l['twoFactor.start']} />
      )}
      {props.state === 'on' && (
        <>
          <PasswordSection
            id="renew"
            title={l['twoFactor.codes.renew']}
            intro={l['twoFactor.codes.renewIntro']}
            state={forms.newCodes}
            labels={l}
            submit={l['twoFactor.codes.renew']}
          />
          <PasswordSection
            id="disable"
            title={l['twoFactor.disable.title']}
            intro={l['twoFactor.disable.intro']}
            state={forms.disable}
            labels={l}
            submit={l['twoFactor.disable.submit']}
            className="border-t pt-6"
          />
        </>
      )}
    </div>
  );
}
