// The staff's accounts list (server-rendered, no script): filters by name or email, role and state,
// one page of accounts as a table, and the form that invites a staff member (a plain POST, open
// again with its messages after a refused invitation).
import { PagedList } from '@/components/paged-list';
import { PageHeading } from '@/components/page-heading';
import { FilterForm } from '@/components/list-parts';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { InputField } from '@/components/ui/fields';
import { cn } from '@/lib/cn';
import { bindFields, type FormState } from '@/lib/forms/form-state';
import { RolePill, StatePill } from './account-pills';
import type { AccountsListProps, AccountSummary } from './accounts-view.server';

const box = 'rounded-lg border bg-background p-4';

function Filters(props: AccountsListProps) {
  const { labels: l, filters, roleOptions, stateOptions } = props;
  return (
    <FilterForm
      view={props}
      columns={4}
      className=""
      controls={[
        {
          type: 'search',
          id: 'accounts-q',
          name: 'q',
          label: l['adminAccounts.filter.q'],
          value: filters.query,
          wide: true,
        },
        {
          type: 'select',
          id: 'accounts-role',
          name: 'papel',
          label: l['adminAccounts.filter.role'],
          value: filters.role,
          any: { label: l['adminAccounts.filter.anyRole'] },
          options: roleOptions,
        },
        {
          type: 'select',
          id: 'accounts-state',
          name: 'estado',
          label: l['adminAccounts.filter.state'],
          value: filters.state,
          any: { label: l['adminAccounts.filter.anyState'] },
          options: stateOptions,
        },
      ]}
    />
  );
}

function InviteForm({ props, state }: { props: AccountsListProps; state: FormState }) {
  const l = props.labels;
  const { field, values: v, errors: e } = bindFields(state, 'invite');
  const failed = Boolean(state.formError || state.errors);
  return (
    <details className={cn(box, 'group')} open={failed} data-testid="invite">
      <summary className="cursor-pointer list-inside font-semibold text-brand">
        {l['adminAccounts.invite.title']}
      </summary>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{l['adminAccounts.invite.intro']}</p>
      <form
        method="post"
        action={state.action}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
      >
        {state.formError && (
          <div className="sm:col-span-2 lg:col-span-4">
            <FormAlert message={state.formError} />
          </div>
        )}
        <InputField
          label={l['adminAccounts.invite.firstName']}
          required
          {...field('firstName')}
          maxLength={100}
          autoComplete="off"
        />
        <InputField
          label={l['adminAccounts.invite.lastName']}
          required
          {...field('lastName')}
          maxLength={100}
          autoComplete="off"
        />
        <InputField
          label={l['adminAccounts.invite.email']}
          required
          {...field('email')}
          type="email"
          maxLength={255}
          autoComplete="off"
        />
        <FormField id="invite-locale" label={l['adminAccounts.invite.locale']} required error={e.locale}>
          {(p) => <Select {...p} name="locale" defaultValue={v.locale ?? 'pt-BR'} options={props.localeOptions} />}
        </FormField>
        <FormField id="invite-role" label={l['gatehouse.invite.role']} required error={e.role}>
          {(p) => (
            <Select
              {...p}
              name="role"
              defaultValue={v.role ?? 'admin'}
              options={[
                { value: 'admin', label: l['gatehouse.invite.role.admin'] },
                { value: 'guard', label: l['gatehouse.invite.role.guard'] },
              ]}
            />
          )}
        </FormField>
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonVariants()}>
            {l['adminAccounts.invite.submit']}
          </button>
        </div>
      </form>
    </details>
  );
}

function AccountRow({ row, l }: { row: AccountSummary; l: AccountsListProps['labels'] }) {
  return (
    <tr data-account={row.id}>
      <th scope="row" className="font-normal">
        <a href={row.href} className="font-medium text-brand underline-offset-4 hover:underline">
          {row.name}
        </a>
        <span className="block break-all text-muted-foreground">{row.email}</span>
        {!row.verified && <span className="block text-xs text-muted-foreground">{l['adminAccounts.unverified']}</span>}
      </th>
      <td data-label={l['adminAccounts.col.role']}>
        <RolePill account={row} />
      </td>
      <td data-label={l['adminAccounts.col.state']}>
        <StatePill account={row} />
      </td>
      <td data-label={l['adminAccounts.col.twoFactor']}>{row.twoFactorLabel}</td>
      <td data-label={l['adminAccounts.col.created']} className="whitespace-nowrap tabular-nums">
        {row.created}
      </td>
    </tr>
  );
}

export function AccountsListPage({ props, invite }: { props: AccountsListProps; invite: FormState }) {
  const l = props.labels;
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title={l['adminAccounts.title']} intro={l['adminAccounts.intro']} introClassName="max-w-3xl" />
      <InviteForm props={props} state={invite} />
      <Filters {...props} />
      <div>
        <PagedList
          list={props}
          rows={props.rows}
          count="accounts-count"
          empty={l['adminAccounts.list.empty']}
          minWidth="md:min-w-[40rem]"
          headings={[
            l['adminAccounts.col.account'],
            l['adminAccounts.col.role'],
            l['adminAccounts.col.state'],
            l['adminAccounts.col.twoFactor'],
            l['adminAccounts.col.created'],
          ]}
        >
          {(row) => <AccountRow key={row.id} row={row} l={l} />}
        </PagedList>
      </div>
    </section>
  );
}
