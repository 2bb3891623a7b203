// The forms that change an account's access (server-rendered plain POSTs, no script): role,
// suspension or restoration, and turning off two-factor sign-in. The destructive ones open behind
// a <details> and need a ticked confirmation, so a single stray click changes nothing.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { CONFIRM_VALUE, REASON_MAX_LENGTH } from './admin-accounts.schema';
import type { AccountDetailProps } from './account-detail-view.server';

export interface ManageForms {
  promote: FormState;
  demote: FormState;
  suspend: FormState;
  restore: FormState;
  twoFactorOff: FormState;
}

const failed = (state: FormState) => Boolean(state.formError || state.errors);
const message = (state: FormState) => state.formError ?? Object.values(state.errors ?? {})[0];

function Part({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0" data-manage={id}>
      <div>
        <h3 className="font-semibold">{title}</h3>
        {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      </div>
      {children}
    </div>
  );
}

/** A plain form with its message: the account's id goes with it. */
function PlainForm({
  state,
  userId,
  submit,
  variant = 'outline',
}: {
  state: FormState;
  userId: string;
  submit: string;
  variant?: 'outline' | 'default';
}) {
  return (
    <form method="post" action={state.action} className="grid gap-3">
      <FormAlert message={failed(state) ? message(state) : undefined} />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className={cn(buttonVariants({ variant }), 'justify-self-start')}>
        {submit}
      </button>
    </form>
  );
}

/** A destructive form: opened first, then sent with its confirmation ticked. */
function ConfirmForm({
  id,
  state,
  userId,
  confirm,
  submit,
  children,
}: {
  id: string;
  state: FormState;
  userId: string;
  confirm: string;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <details open={failed(state)} className="group">
      <summary
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'cursor-pointer list-none text-destructive group-open:mb-3',
        )}
      >
        {submit}
      </summary>
      <form
        method="post"
        action={state.action}
        className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3"
      >
        <FormAlert message={failed(state) ? message(state) : undefined} />
        <input type="hidden" name="userId" value={userId} />
        {children}
        <label htmlFor={`${id}-confirm`} className="flex items-start gap-2 text-sm font-medium">
          <input
            id={`${id}-confirm`}
            type="checkbox"
            name="confirm"
            value={CONFIRM_VALUE}
            required
            className="mt-0.5 size-4 shrink-0 accent-destructive"
          />
          {confirm}
        </label>
        <button type="submit" className={cn(buttonVariants({ variant: 'destructive' }), 'justify-self-start')}>
          {submit}
        </button>
      </form>
    </details>
  );
}

export function ManageAccess({ props, forms }: { props: AccountDetailProps; forms: ManageForms }) {
  const { labels: l, account } = props;
  return (
    <section aria-labelledby="manage-title" className="grid gap-4 rounded-lg border bg-background p-5">
      <h2 id="manage-title" className="text-lg font-semibold">
        {l['adminAccounts.manage.title']}
      </h2>
      <Part
        id="role"
        title={l['adminAccounts.role.title']}
        hint={account.role === 'admin' ? l['adminAccounts.role.demoteHint'] : l['adminAccounts.role.promoteHint']}
      >
        {account.role === 'admin' ? (
          <ConfirmForm
            id="demote"
            state={forms.demote}
            userId={account.id}
            confirm={l['adminAccounts.role.confirmDemote']}
            submit={l['adminAccounts.role.demote']}
          />
        ) : (
          <PlainForm state={forms.promote} userId={account.id} submit={l['adminAccounts.role.promote']} />
        )}
      </Part>
      <Part
        id="suspend"
        title={l['adminAccounts.suspend.title']}
        hint={account.state === 'suspended' ? l['adminAccounts.restore.hint'] : l['adminAccounts.suspend.hint']}
      >
        {account.state === 'suspended' ? (
          <>
            {account.banReason && (
              <p className="text-sm">
                <span className="font-medium">{l['adminAccounts.profile.reason']}:</span> {account.banReason}
              </p>
            )}
            <PlainForm
              state={forms.restore}
              userId={account.id}
              submit={l['adminAccounts.restore.submit']}
              variant="default"
            />
          </>
        ) : account.self ? (
          <p className="text-sm text-muted-foreground">{l['adminAccounts.suspend.self']}</p>
        ) : (
          <ConfirmForm
            id="suspend"
            state={forms.suspend}
            userId={account.id}
            confirm={l['adminAccounts.suspend.confirm']}
            submit={l['adminAccounts.suspend.submit']}
          >
            <InputField
              id="suspend-reason"
              label={l['adminAccounts.suspend.reason']}
              optionalLabel={l['adminAccounts.optional']}
              name="reason"
              maxLength={REASON_MAX_LENGTH}
              autoComplete="off"
              defaultValue={forms.suspend.values?.reason}
            />
          </ConfirmForm>
        )}
      </Part>
      <Part
        id="two-factor"
        title={l['adminAccounts.twoFactorOff.title']}
        hint={account.canTurnOffTwoFactor ? l['adminAccounts.twoFactorOff.hint'] : undefined}
      >
        {account.canTurnOffTwoFactor ? (
          <ConfirmForm
            id="two-factor-off"
            state={forms.twoFactorOff}
            userId={account.id}
            confirm={l['adminAccounts.twoFactorOff.confirm']}
            submit={l['adminAccounts.twoFactorOff.submit']}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {account.self && account.twoFactor
              ? l['adminAccounts.twoFactorOff.self']
              : l['adminAccounts.twoFactorOff.none']}
          </p>
        )}
      </Part>
    </section>
  );
}
