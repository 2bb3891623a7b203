// The sign-in's second step (server-rendered, a plain POST): the kind of code (from the app, or a
// backup code) and the code itself.
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';

export interface SecondStepLabels {
  method: string;
  totp: string;
  backup: string;
  code: string;
  submit: string;
  back: string;
}

export function SecondStepForm({
  labels: l,
  state,
  redirect,
  loginHref,
}: {
  labels: SecondStepLabels;
  state: FormState;
  redirect?: string;
  loginHref: string;
}) {
  const method = state.values?.method === 'backup' ? 'backup' : 'totp';
  return (
    <form method="post" action={state.action} className="grid gap-5">
      <FormAlert message={state.formError ?? state.errors?.code ?? state.errors?.method} />
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{l.method}</legend>
        {(['totp', 'backup'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="method"
              value={value}
              defaultChecked={value === method}
              className="size-4 accent-brand"
            />
            {value === 'totp' ? l.totp : l.backup}
          </label>
        ))}
      </fieldset>
      <FormField id="second-step-code" label={l.code} required>
        {(p) => (
          <input
            {...p}
            name="code"
            required
            autoComplete="one-time-code"
            autoFocus
            maxLength={40}
            className={cn(controlClass, 'h-11 font-mono tracking-wider')}
          />
        )}
      </FormField>
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        {l.submit}
      </button>
      <a href={loginHref} className={buttonVariants({ variant: 'link' })}>
        {l.back}
      </a>
    </form>
  );
}
