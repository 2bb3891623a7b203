// Props for one account's staff page: the profile, the changes the viewer may make, and for a
// customer their newest shipments, documents, charges and support requests with links to the
// staff pages that hold them.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatDay, formatMoney, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { chargeState, type ChargeState } from '@/lib/statuses/charge';
import type { DocumentStatus } from '@/lib/statuses/document';
import type { ShipmentStatus } from '@/lib/statuses/shipment';
import type { SupportStatus } from '@/lib/statuses/support';
import { chargeStateKey, documentStatusKey, shipmentStatusKey } from '@/lib/statuses/labels';
import { accountId } from './admin-accounts.schema';
import { customerRecords, findAccount, type CustomerRecords } from './accounts-queries.server';
import { accountSummary } from './accounts-view.server';

export const DETAIL_KEYS = [
  'adminAccounts.back',
  'adminAccounts.profile.title',
  'adminAccounts.profile.email',
  'adminAccounts.profile.verified',
  'adminAccounts.profile.role',
  'adminAccounts.profile.state',
  'adminAccounts.profile.twoFactor',
  'adminAccounts.profile.created',
  'adminAccounts.profile.lastSignIn',
  'adminAccounts.profile.language',
  'adminAccounts.profile.phone',
  'adminAccounts.profile.reason',
  'adminAccounts.manage.title',
  'adminAccounts.role.title',
  'adminAccounts.role.promote',
  'adminAccounts.role.promoteHint',
  'adminAccounts.role.demote',
  'adminAccounts.role.demoteHint',
  'adminAccounts.role.confirmDemote',
  'adminAccounts.suspend.title',
  'adminAccounts.suspend.hint',
  'adminAccounts.suspend.reason',
  'adminAccounts.suspend.confirm',
  'adminAccounts.suspend.submit',
  'adminAccounts.suspend.self',
  'adminAccounts.restore.hint',
  'adminAccounts.restore.submit',
  'adminAccounts.twoFactorOff.title',
  'adminAccounts.twoFactorOff.hint',
  'adminAccounts.twoFactorOff.confirm',
  'adminAccounts.twoFactorOff.submit',
  'adminAccounts.twoFactorOff.self',
  'adminAccounts.twoFactorOff.none',
  'adminAccounts.records.shipments',
  'adminAccounts.records.documents',
  'adminAccounts.records.charges',
  'adminAccounts.records.requests',
  'adminAccounts.records.empty',
  'adminAccounts.records.staff',
  'adminAccounts.optional',
] as const satisfies readonly MessageKey[];

export type AccountDetailLabels = Record<(typeof DETAIL_KEYS)[number], string>;

const dash = '—';

/** One line per record: its text, where it opens, a status pill and a date. */
export interface RecordLine {
  key: string;
  text: string;
  detail: string;
  href?: string;
  pill:
    | { kind: 'shipment'; value: ShipmentStatus; label: string }
    | { kind: 'document'; value: DocumentStatus; label: string }
    | { kind: 'charge'; value: ChargeState; label: string }
    | { kind: 'support'; value: SupportStatus; label: string };
}

function recordSections(records: CustomerRecords, email: string, locale: Locale) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const path = (p: string) => localizePath(locale, p);
  const all = (base: string, params: Record<string, string>) => `${path(base)}?${new URLSearchParams(params)}`;
  const today = siteToday();
  const more = (total: number, shown: number) =>
    total > shown ? t('adminAccounts.records.more', { count: total }) : t('adminAccounts.records.all');
  const section = <Row>(
    key: 'shipments' | 'documents' | 'charges' | 'requests',
    { total, rows }: { total: number; rows: Row[] },
    href: string,
    line: (row: Row) => RecordLine,
  ) => {
    const lines = rows.map(line);
    return { key, title: t(`adminAccounts.records.${key}`), total, href, moreText: more(total, lines.length), lines };
  };
  return [
    section('shipments', records.shipments, all('/admin/shipments', { cliente: email }), (s): RecordLine => ({
      key: s.id,
      text: `${s.trackingNumber} · ${s.origin} → ${s.destination}`,
      detail: formatDateTime(s.createdAt, locale),
      href: path(`/admin/shipments/${s.id}`),
      pill: { kind: 'shipment', value: s.status, label: t(shipmentStatusKey(s.status)) },
    })),
    section(
      'documents',
      records.documents,
      all('/admin/documents', { status: 'all', cliente: email }),
      (d): RecordLine => ({
        key: d.id,
        text: d.name,
        detail: [t(`documents.type.${d.documentType}`), d.trackingNumber, formatDateTime(d.createdAt, locale)]
          .filter(Boolean)
          .join(' · '),
        pill: { kind: 'document', value: d.status, label: t(documentStatusKey(d.status)) },
      }),
    ),
    section('charges', records.charges, all('/admin/charges', { cliente: email }), (c): RecordLine => {
      const state = chargeState(c.status, c.dueDate, today);
      return {
        key: c.id,
        text: `${c.description} · ${formatMoney(c.amountCents, locale)}`,
        detail: t('adminAccounts.records.due', { date: formatDay(c.dueDate, locale) }),
        pill: { kind: 'charge', value: state, label: t(chargeStateKey(state)) },
      };
    }),
    section('requests', records.requests, all('/admin/support', { status: 'all', q: email }), (r): RecordLine => ({
      key: r.id,
      text: r.subject,
      detail: formatDateTime(r.updatedAt, locale),
      href: path(`/admin/support/${r.id}`),
      pill: { kind: 'support', value: r.status, label: t(`support.status.${r.status}`) },
    })),
  ] satisfies { lines: RecordLine[] }[];
}

export type RecordSection = ReturnType<typeof recordSections>[number];

/** Account `id`'s page as `viewerId` sees it; null for a malformed id or an account that is gone. */
export async function accountDetailProps(id: string, locale: Locale, viewerId: string) {
  if (!accountId.safeParse(id).success) return null;
  const row = await findAccount(id);
  if (!row) return null;
  const summary = accountSummary(row, locale);
  const self = row.id === viewerId;
  return {
    labels: pick(locale, DETAIL_KEYS),
    backHref: localizePath(locale, '/admin/accounts'),
    account: {
      ...summary,
      self,
      verifiedLabel: translate(locale, row.emailVerified ? 'adminAccounts.verified.yes' : 'adminAccounts.verified.no'),
      lastSignIn: row.lastSignIn
        ? formatDateTime(row.lastSignIn, locale)
        : translate(locale, 'adminAccounts.profile.noSignIn'),
      language:
        row.locale === 'en'
          ? translate(locale, 'adminAccounts.locale.en')
          : translate(locale, 'adminAccounts.locale.pt-BR'),
      phone: row.phone ?? dash,
      banReason: row.banReason ?? undefined,
      // A key left from an enrolment never finished counts too: turning off removes it.
      canTurnOffTwoFactor: !self && (summary.twoFactor || row.hasTwoFactorKey),
    },
    records: summary.role === 'user' ? recordSections(await customerRecords(row.id), row.email, locale) : null,
  };
}

export type AccountDetailProps = NonNullable<Awaited<ReturnType<typeof accountDetailProps>>>;
