// The staff's accounts list (server-rendered, no script): filters by name or email, role and state,
// one page of accounts as a table, and the form that invites a staff member (a plain POST, open
// again with its messages after a refused invitation).
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { controlClass, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { FormState } from '@/lib/forms/form-state';
import { RolePill, StatePill } from './account-pills';
import type { AccountsListProps, AccountSummary } from './accounts-view.server';

const field = cn(controlClass, 'h-11');
const box = 'rounded-lg border bg-background p-4';

function Filters({ labels: l, action, filters, roleOptions, stateOptions, clearHref }: AccountsListProps) {
  return (
    <form method="get" action={action} role="search" aria-label={l['adminAccounts.filter.label']} className={cn(box, 'grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end')}>
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="accounts-q">{l['adminAccounts.filter.q']}</Label>
        <input id="accounts-q" name="q" type="search" defaultValue={filters.query} className={field} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="accounts-role">{l['adminAccounts.filter.role']}</Label>
        <select id="accounts-role" name="papel" defaultValue={filters.role} className={field}>
          <option value="">{l['adminAccounts.filter.anyRole']}</option>
          {roleOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="accounts-state">{l['adminAccounts.filter.state']}</Label>
        <select id="accounts-state" name="estado" defaultValue={filters.state} className={field}>
          <option value="">{l['adminAccounts.filter.anyState']}</option>
          {stateOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonVariants()}>{l['adminAccounts.filter.submit']}</button>
        {clearHref && <a href={clearHref} className={buttonVariants({ variant: 'link' })}>{l['adminAccounts.filter.clear']}</a>}
      </div>
    </form>
  );
}

function InviteForm({ props, state }: { props: AccountsListProps; state: FormState }) {
  const l = props.labels;
  const v = state.values ?? {};
  const e = state.errors ?? {};
  const failed = Boolean(state.formError || state.errors);
  return (
    <details className={cn(box, 'group')} open={failed} data-testid="invite">
      <summary className="cursor-pointer list-inside font-semibold text-brand">{l['adminAccounts.invite.title']}</summary>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{l['adminAccounts.invite.intro']}</p>
      <form method="post" action={state.action} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start">
        {state.formError && <div className="sm:col-span-2 lg:col-span-4"><FormAlert message={state.formError} /></div>}
        <FormField id="invite-first" label={l['adminAccounts.invite.firstName']} required error={e.firstName}>
          {(p) => <Input {...p} name="firstName" required maxLength={100} autoComplete="off" defaultValue={v.firstName} />}
        </FormField>
        <FormField id="invite-last" label={l['adminAccounts.invite.lastName']} required error={e.lastName}>
          {(p) => <Input {...p} name="lastName" required maxLength={100} autoComplete="off" defaultValue={v.lastName} />}
        </FormField>
        <FormField id="invite-email" label={l['adminAccounts.invite.email']} required error={e.email}>
          {(p) => <Input {...p} name="email" type="email" required maxLength={255} autoComplete="off" defaultValue={v.email} />}
        </FormField>
        <FormField id="invite-locale" label={l['adminAccounts.invite.locale']} required error={e.locale}>
          {(p) => (
            <select {...p} name="locale" required defaultValue={v.locale ?? 'pt-BR'} className={field}>
              {props.localeOptions.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonVariants()}>{l['adminAccounts.invite.submit']}</button>
        </div>
      </form>
    </details>
  );
}

function AccountRow({ row, unverified }: { row: AccountSummary; unverified: string }) {
  return (
    <tr className="border-t align-top" data-account={row.id}>
      <td className="px-3 py-2">
        <a href={row.href} className="font-medium text-brand underline-offset-4 hover:underline">{row.name}</a>
        <span className="block break-all text-muted-foreground">{row.email}</span>
        {!row.verified && <span className="block text-xs text-muted-foreground">{unverified}</span>}
      </td>
      <td className="px-3 py-2"><RolePill account={row} /></td>
      <td className="px-3 py-2"><StatePill account={row} /></td>
      <td className="px-3 py-2">{row.twoFactorLabel}</td>
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.created}</td>
    </tr>
  );
}

export function AccountsListPage({ props, invite }: { props: AccountsListProps; invite: FormState }) {
  const { labels: l, countText, pagesText, previous, next, rows } = props;
  const head = 'px-3 py-2 font-semibold';
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-bold text-brand">{l['adminAccounts.title']}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{l['adminAccounts.intro']}</p>
      </div>
      <InviteForm props={props} state={invite} />
      <Filters {...props} />
      <div>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="accounts-count">{countText}</p>
        {rows.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{l['adminAccounts.list.empty']}</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-lg border bg-background">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th scope="col" className={head}>{l['adminAccounts.col.account']}</th>
                  <th scope="col" className={head}>{l['adminAccounts.col.role']}</th>
                  <th scope="col" className={head}>{l['adminAccounts.col.state']}</th>
                  <th scope="col" className={head}>{l['adminAccounts.col.twoFactor']}</th>
                  <th scope="col" className={head}>{l['adminAccounts.col.created']}</th>
                </tr>
              </thead>
              <tbody>{rows.map((row) => <AccountRow key={row.id} row={row} unverified={l['adminAccounts.unverified']} />)}</tbody>
            </table>
          </div>
        )}
        <Pager pagesText={pagesText} previous={previous} next={next} previousLabel={l['adminAccounts.list.previous']} nextLabel={l['adminAccounts.list.next']} />
      </div>
    </section>
  );
}
