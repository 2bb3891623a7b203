// Props for the charge pages, with every label, amount and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDay, formatMoney, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { CHARGE_STATES, chargeState, PAYMENT_METHODS, type ChargeState } from '@/lib/statuses/charge';
import { chargeStateKey } from '@/lib/statuses/labels';
import { defineList, oneOf, searchText } from '@/server/lists';
import { listCustomerCharges, staffChargesPage, type ChargeFilters, type ChargeListRow } from './charges.server';

export const CHARGE_KEYS = [
  'charges.admin.title',
  'charges.admin.intro',
  'charges.portal.title',
  'charges.portal.intro',
  'charges.portal.empty',
  'charges.totals.open',
  'charges.totals.overdue',
  'charges.filter.state',
  'charges.filter.anyState',
  'charges.filter.customer',
  'charges.filter.q',
  'charges.list.empty',
  'charges.col.customer',
  'charges.col.description',
  'charges.col.amount',
  'charges.col.due',
  'charges.col.state',
  'charges.col.refersTo',
  'charges.col.payment',
  'charges.col.actions',
  'charges.new.title',
  'charges.new.customer',
  'charges.new.description',
  'charges.new.amount',
  'charges.new.amountHint',
  'charges.new.dueDate',
  'charges.new.shipment',
  'charges.new.module',
  'charges.new.noModule',
  'charges.new.submit',
  'charges.pay.paidOn',
  'charges.pay.method',
  'charges.pay.submit',
  'charges.cancel.reason',
  'charges.cancel.submit',
] as const satisfies readonly MessageKey[];

export type ChargeLabels = Record<(typeof CHARGE_KEYS)[number], string>;

function rowView(
  row: ChargeListRow & { customerName?: string | null; customerEmail?: string | null },
  locale: Locale,
  today: string,
) {
  const state = chargeState(row.status, row.dueDate, today);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const refersTo = row.trackingNumber
    ? t('charges.refers.shipment', { tracking: row.trackingNumber })
    : row.moduleNumber !== null
      ? t('charges.refers.module', { module: row.moduleNumber })
      : '—';
  const payment =
    row.paidOn && row.paymentMethod
      ? t('charges.paidInfo', { date: formatDay(row.paidOn, locale), method: t(`charges.method.${row.paymentMethod}`) })
      : row.cancelReason
        ? t('charges.cancelledInfo', { reason: row.cancelReason })
        : '—';
  return {
    id: row.id,
    description: row.description,
    amount: formatMoney(row.amountCents, locale),
    due: formatDay(row.dueDate, locale),
    state,
    stateLabel: t(chargeStateKey(state)),
    refersTo,
    payment,
    open: row.status === 'open',
    // Null once the customer's account was erased: the charge is kept without the person.
    customerName: row.customerName === null ? t('common.erasedAccount') : (row.customerName ?? ''),
    customerEmail: row.customerEmail ?? '',
  };
}

export type ChargeRowView = ReturnType<typeof rowView>;

const stateOptions = (locale: Locale) =>
  CHARGE_STATES.map((s) => ({ value: s, label: translate(locale, chargeStateKey(s)) }));
const methodOptions = (locale: Locale) =>
  PAYMENT_METHODS.map((m) => ({ value: m, label: translate(locale, `charges.method.${m}`) }));

/** The staff's list: ?estado=&cliente=&q=&pagina=. */
const staffList = defineList({
  path: '/admin/charges',
  params: { estado: oneOf(CHARGE_STATES), cliente: searchText(), q: searchText() },
  messages: {
    countOne: 'charges.list.countOne',
    countOther: 'charges.list.countOther',
    pages: 'charges.list.pages',
    previous: 'charges.list.previous',
    next: 'charges.list.next',
    filter: 'charges.filter.label',
  },
});

/** The staff page at `url`: filters, one page of charges, the options of the forms. */
export async function staffChargesProps(url: URL, locale: Locale) {
  const today = siteToday();
  const params = staffList.read(url.searchParams);
  const filters: ChargeFilters = { state: params.estado, customer: params.cliente, query: params.q };
  const page = await staffChargesPage(filters, params.pagina, today);
  return {
    labels: pick(locale, CHARGE_KEYS),
    filters,
    today,
    stateOptions: stateOptions(locale),
    methodOptions: methodOptions(locale),
    ...staffList.view(locale, page, params),
    rows: page.rows.map((row) => rowView(row, locale, today)),
  };
}

export type StaffChargesProps = Awaited<ReturnType<typeof staffChargesProps>>;

/** The customer's page: their charges and what is open and overdue in total. */
export async function customerChargesProps(userId: string, locale: Locale, today = siteToday()) {
  const rows = await listCustomerCharges(userId);
  const sum = (state: ChargeState) =>
    rows
      .filter((r) => chargeState(r.status, r.dueDate, today) === state)
      .reduce((total, r) => total + r.amountCents, 0);
  return {
    labels: pick(locale, CHARGE_KEYS),
    totals: { open: formatMoney(sum('open') + sum('overdue'), locale), overdue: formatMoney(sum('overdue'), locale) },
    rows: rows.map((row) => rowView(row, locale, today)),
  };
}

export type CustomerChargesProps = Awaited<ReturnType<typeof customerChargesProps>>;
