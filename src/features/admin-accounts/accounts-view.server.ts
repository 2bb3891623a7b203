// Props for the staff's accounts pages, every label and date already in the page's language: the
// list (?q=&papel=user|admin&estado=ativo|suspenso&pagina=) and one account's page.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { ACCOUNT_ROLES, type AccountRole } from '@/lib/account-roles';
import {
  ACCOUNTS_PAGE_SIZE,
  countAccounts,
  listAccounts,
  type AccountFilters,
  type AccountState,
  type ListedAccount,
} from './accounts-queries.server';

export const ACCOUNT_KEYS = [
  'adminAccounts.title',
  'adminAccounts.intro',
  'adminAccounts.filter.label',
  'adminAccounts.filter.q',
  'adminAccounts.filter.role',
  'adminAccounts.filter.anyRole',
  'adminAccounts.filter.state',
  'adminAccounts.filter.anyState',
  'adminAccounts.filter.submit',
  'adminAccounts.filter.clear',
  'adminAccounts.col.account',
  'adminAccounts.col.role',
  'adminAccounts.col.state',
  'adminAccounts.col.twoFactor',
  'adminAccounts.col.created',
  'adminAccounts.list.empty',
  'adminAccounts.list.previous',
  'adminAccounts.list.next',
  'adminAccounts.invite.title',
  'adminAccounts.invite.intro',
  'adminAccounts.invite.firstName',
  'adminAccounts.invite.lastName',
  'adminAccounts.invite.email',
  'adminAccounts.invite.locale',
  'adminAccounts.invite.submit',
  'adminAccounts.unverified',
] as const satisfies readonly MessageKey[];

export type AccountListLabels = Record<(typeof ACCOUNT_KEYS)[number], string>;

/** The list's query parameters, in Portuguese like the other staff lists, and their values. */
export const LIST_PARAMS = { query: 'q', role: 'papel', state: 'estado', page: 'pagina' } as const;
const STATE_VALUES: Record<AccountState, string> = { active: 'ativo', suspended: 'suspenso' };

const roleOf = (role: string | null): AccountRole => (role === 'admin' ? 'admin' : 'user');
const stateOf = (banned: boolean | null): AccountState => (banned ? 'suspended' : 'active');

export const roleLabel = (locale: Locale, role: AccountRole) => translate(locale, `adminAccounts.role.${role}`);
export const stateLabel = (locale: Locale, state: AccountState) => translate(locale, `adminAccounts.state.${state}`);
export const accountPath = (locale: Locale, id: string) => localizePath(locale, `/admin/accounts/${id}`);

/** Filters from the query string; anything unknown is ignored. */
export function parseAccountFilters(params: URLSearchParams): { filters: AccountFilters; page: number } {
  const role = params.get(LIST_PARAMS.role);
  const state = Object.entries(STATE_VALUES).find(([, value]) => value === params.get(LIST_PARAMS.state))?.[0] as
    AccountState | undefined;
  const filters: AccountFilters = {
    query: params.get(LIST_PARAMS.query)?.normalize('NFC').trim().slice(0, 100) || undefined,
    role: ACCOUNT_ROLES.find((r) => r === role),
    state,
  };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get(LIST_PARAMS.page) ?? '1', 10) || 1));
  return { filters, page };
}

function filtersQuery(filters: AccountFilters, page: number) {
  const q = new URLSearchParams();
  if (filters.query) q.set(LIST_PARAMS.query, filters.query);
  if (filters.role) q.set(LIST_PARAMS.role, filters.role);
  if (filters.state) q.set(LIST_PARAMS.state, STATE_VALUES[filters.state]);
  if (page > 1) q.set(LIST_PARAMS.page, String(page));
  const search = q.toString();
  return search ? `?${search}` : '';
}

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
  const { filters, page } = parseAccountFilters(url.searchParams);
  const total = await countAccounts(filters);
  const pages = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await listAccounts(filters, (current - 1) * ACCOUNTS_PAGE_SIZE);
  const base = localizePath(locale, '/admin/accounts');
  const href = (n: number) => `${base}${filtersQuery(filters, n)}`;
  return {
    labels: pick(locale, ACCOUNT_KEYS),
    action: base,
    filters: {
      query: filters.query ?? '',
      role: filters.role ?? '',
      state: filters.state ? STATE_VALUES[filters.state] : '',
    },
    roleOptions: ACCOUNT_ROLES.map((r) => ({ value: r, label: roleLabel(locale, r) })),
    stateOptions: (Object.keys(STATE_VALUES) as AccountState[]).map((s) => ({
      value: STATE_VALUES[s],
      label: stateLabel(locale, s),
    })),
    localeOptions: [
      { value: 'pt-BR', label: translate(locale, 'adminAccounts.locale.pt-BR') },
      { value: 'en', label: translate(locale, 'adminAccounts.locale.en') },
    ],
    countText: translate(locale, total === 1 ? 'adminAccounts.list.countOne' : 'adminAccounts.list.countOther', {
      count: total,
    }),
    pagesText: pages > 1 ? translate(locale, 'adminAccounts.list.pages', { page: current, pages }) : undefined,
    previous: current > 1 ? href(current - 1) : undefined,
    next: current < pages ? href(current + 1) : undefined,
    clearHref: filtersQuery(filters, 1) ? base : undefined,
    rows: rows.map((row) => accountSummary(row, locale)),
  };
}

export type AccountsListProps = Awaited<ReturnType<typeof accountsListProps>>;
