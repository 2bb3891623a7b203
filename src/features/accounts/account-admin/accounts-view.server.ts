// Props for the staff's accounts pages, every label and date already in the page's language: the
// list and one account's page.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { ACCOUNT_ROLES, type AccountRole } from '@/lib/account-roles';
import { defineList, oneOf, searchText } from '@/server/lists';
import { accountsPage, type AccountFilters, type AccountState, type ListedAccount } from './accounts-queries.server';

export const ACCOUNT_KEYS = [
  'adminAccounts.title',
  'adminAccounts.intro',
  'adminAccounts.filter.q',
  'adminAccounts.filter.role',
  'adminAccounts.filter.anyRole',
  'adminAccounts.filter.state',
  'adminAccounts.filter.anyState',
  'adminAccounts.col.account',
  'adminAccounts.col.role',
  'adminAccounts.col.state',
  'adminAccounts.col.twoFactor',
  'adminAccounts.col.created',
  'adminAccounts.list.empty',
  'adminAccounts.invite.title',
  'adminAccounts.invite.intro',
  'adminAccounts.invite.firstName',
  'adminAccounts.invite.lastName',
  'adminAccounts.invite.email',
  'adminAccounts.invite.locale',
  'gatehouse.invite.role',
  'gatehouse.invite.role.admin',
  'gatehouse.invite.role.guard',
  'adminAccounts.invite.submit',
  'adminAccounts.unverified',
] as const satisfies readonly MessageKey[];

export type AccountListLabels = Record<(typeof ACCOUNT_KEYS)[number], string>;

/** The list's state values, in Portuguese like the query string's names. */
const STATE_VALUES: Record<AccountState, string> = { active: 'ativo', suspended: 'suspenso' };
const stateOfValue = (value: string | undefined) =>
  (Object.keys(STATE_VALUES) as AccountState[]).find((state) => STATE_VALUES[state] === value);

/** The list: ?q=&papel=user|admin&estado=ativo|suspenso&pagina=. */
const accountsList = defineList({
  path: '/admin/accounts',
  params: { q: searchText(), papel: oneOf(ACCOUNT_ROLES), estado: oneOf(Object.values(STATE_VALUES)) },
  messages: {
    countOne: 'adminAccounts.list.countOne',
    countOther: 'adminAccounts.list.countOther',
    pages: 'adminAccounts.list.pages',
    previous: 'adminAccounts.list.previous',
    next: 'adminAccounts.list.next',
    filter: 'adminAccounts.filter.label',
  },
});

const roleOf = (role: string | null): AccountRole => (role === 'admin' ? 'admin' : 'user');
const stateOf = (banned: boolean | null): AccountState => (banned ? 'suspended' : 'active');

export const roleLabel = (locale: Locale, role: AccountRole) => translate(locale, `adminAccounts.role.${role}`);
export const stateLabel = (locale: Locale, state: AccountState) => translate(locale, `adminAccounts.state.${state}`);
export const accountPath = (locale: Locale, id: string) => localizePath(locale, `/admin/accounts/${id}`);

/** What the list and the account's page show of every account. */
export function accountSummary(row: ListedAccount, locale: Locale) {
  const role = roleOf(row.role);
  const state = stateOf(row.banned);
  return {
    id: row.id,
    href: accountPath(locale, row.id),
    name: row.name,
    email: row.email,
    verified: row.emailVerified,
    role,
    roleLabel: roleLabel(locale, role),
    state,
    stateLabel: stateLabel(locale, state),
    twoFactor: Boolean(row.twoFactorEnabled),
    twoFactorLabel: translate(
      locale,
      row.twoFactorEnabled ? 'adminAccounts.twoFactor.on' : 'adminAccounts.twoFactor.off',
    ),
    created: formatDateTime(row.createdAt, locale),
  };
}

export type AccountSummary = ReturnType<typeof accountSummary>;

/** The list page at `url`: filters and one page of accounts, newest first. */
export async function accountsListProps(url: URL, locale: Locale) {
  const params = accountsList.read(url.searchParams);
  const filters: AccountFilters = {
    query: params.q,
    role: params.papel,
    state: stateOfValue(params.estado),
  };
  const page = await accountsPage(filters, params.pagina);
  return {
    labels: pick(locale, ACCOUNT_KEYS),
    filters: { query: params.q ?? '', role: params.papel ?? '', state: params.estado ?? '' },
    roleOptions: ACCOUNT_ROLES.map((r) => ({ value: r, label: roleLabel(locale, r) })),
    stateOptions: (Object.keys(STATE_VALUES) as AccountState[]).map((s) => ({
      value: STATE_VALUES[s],
      label: stateLabel(locale, s),
    })),
    localeOptions: [
      { value: 'pt-BR', label: translate(locale, 'adminAccounts.locale.pt-BR') },
      { value: 'en', label: translate(locale, 'adminAccounts.locale.en') },
    ],
    ...accountsList.view(locale, page, params),
    rows: page.rows.map((row) => accountSummary(row, locale)),
  };
}

export type AccountsListProps = Awaited<ReturnType<typeof accountsListProps>>;
