// Props for the tenant's gate pages and the public pass page, every label, time and document
// already in the page's language (and masked where it should be).
import type { Tenancy } from '@/features/tenancy/leases/tenancy.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, siteDateFormatter } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteLocalInput } from '@/lib/site-time';
import { defineList } from '@/server/lists';
import { qrSvg } from '@/server/qr';
import { sign, verify } from '@/server/signed-links';
import { displayCode, displayPlate, maskDocument } from './gate-identity';
import { findPass, tenantPassesPage, type PassRow } from './gate-passes.server';

export const GATE_PASS_KEYS = [
  'gatePasses.title',
  'gatePasses.intro',
  'gatePasses.new.title',
  'gatePasses.new.kind',
  'gatePasses.kind.visitor',
  'gatePasses.kind.truck',
  'gatePasses.new.module',
  'gatePasses.new.name',
  'gatePasses.new.document',
  'gatePasses.new.company',
  'gatePasses.new.plate',
  'gatePasses.new.plateHint',
  'gatePasses.new.operation',
  'gatePasses.operation.load',
  'gatePasses.operation.unload',
  'gatePasses.new.noOperation',
  'gatePasses.new.start',
  'gatePasses.new.end',
  'gatePasses.new.timeZone',
  'gatePasses.new.submit',
  'gatePasses.list.title',
  'gatePasses.list.empty',
  'gatePasses.col.code',
  'gatePasses.col.window',
  'gatePasses.col.module',
  'gatePasses.col.document',
  'gatePasses.col.company',
  'gatePasses.col.plate',
  'gatePasses.col.status',
  'gatePasses.open',
  'gatePasses.revoke',
  'gatePasses.walkIn',
  'gatePasses.approve',
  'gatePasses.refuse',
] as const satisfies readonly MessageKey[];

export type GatePassLabels = Record<(typeof GATE_PASS_KEYS)[number], string>;

const timeOf = siteDateFormatter({ timeStyle: 'short' });

/** 'Entrou às 14:05', 'Revogado'…: where a pass stands, for the tenant. */
export function passStatus(row: PassRow, locale: Locale, now: Date): { key: string; label: string } {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  if (row.checkedOutAt)
    return { key: 'out', label: t('gatePasses.status.out', { time: timeOf(row.checkedOutAt, locale) }) };
  if (row.checkedInAt)
    return { key: 'in', label: t('gatePasses.status.in', { time: timeOf(row.checkedInAt, locale) }) };
  if (row.revokedAt) return { key: 'revoked', label: t('gatePasses.status.revoked') };
  if (row.approval === 'pending') return { key: 'pending', label: t('gatePasses.status.pending') };
  if (row.approval === 'refused') return { key: 'refused', label: t('gatePasses.status.refused') };
  if (row.windowEnd.getTime() <= now.getTime()) return { key: 'expired', label: t('gatePasses.status.expired') };
  return { key: 'expected', label: t('gatePasses.status.expected') };
}

export const passWindow = (row: Pick<PassRow, 'windowStart' | 'windowEnd'>, locale: Locale) =>
  translate(locale, 'gatePasses.window', {
    start: formatDateTime(row.windowStart, locale),
    end: formatDateTime(row.windowEnd, locale),
  });

/** The pass page's path in `locale`: a signed link valid until the window ends. */
export const passPagePath = (locale: Locale, row: Pick<PassRow, 'id' | 'windowEnd'>) =>
  localizePath(locale, `/passe/${sign('gate-pass', row.id, row.windowEnd)}`);

function rowView(row: PassRow, locale: Locale, now: Date) {
  const status = passStatus(row, locale, now);
  const usable = !row.revokedAt && row.approval === 'approved' && row.windowEnd.getTime() > now.getTime();
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: translate(locale, `gatePasses.kind.${row.kind}`),
    code: displayCode(row.code),
    moduleNumber: row.moduleNumber,
    personName: row.personName,
    document: row.documentKind && row.documentNumber ? maskDocument(row.documentKind, row.documentNumber) : undefined,
    company: row.company ?? undefined,
    plate: row.plate ? displayPlate(row.plate) : undefined,
    operation: row.operation ? translate(locale, `gatePasses.operation.${row.operation}`) : undefined,
    window: passWindow(row, locale),
    status: status.key,
    statusLabel: status.label,
    walkIn: row.walkIn,
    pending: row.approval === 'pending',
    passHref: usable ? passPagePath(locale, row) : undefined,
    revocable: !row.revokedAt && !row.checkedInAt && row.approval !== 'refused',
  };
}

export type PassRowView = ReturnType<typeof rowView>;

const passesList = defineList({
  path: '/dashboard/gate-passes',
  params: {},
  messages: { pages: 'gatePasses.list.pages', previous: 'gatePasses.list.previous', next: 'gatePasses.list.next' },
});

/** The tenant's gate passes page at `url`: the form's choices and a page of passes. */
export async function tenantPassesProps(tenancy: Tenancy, url: URL, locale: Locale, now = new Date()) {
  const params = passesList.read(url.searchParams);
  const page = await tenantPassesPage(tenancy.tenantId, params.pagina);
  const hour = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return {
    labels: pick(locale, GATE_PASS_KEYS),
    modules: tenancy.modules,
    defaultStart: siteLocalInput(hour),
    defaultEnd: siteLocalInput(new Date(hour.getTime() + 4 * 3_600_000)),
    rows: page.rows.map((row) => rowView(row, locale, now)),
    ...passesList.view(locale, page, params),
  };
}

export type TenantPassesProps = Awaited<ReturnType<typeof tenantPassesProps>>;

/** The public pass page for `token`; undefined for a tampered or expired link (or a pass gone). */
export async function passPageProps(token: string, locale: Locale, origin: string, now = new Date()) {
  const id = verify('gate-pass', token, now);
  const row = id ? await findPass(id) : undefined;
  if (!row) return undefined;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const window = passWindow(row, locale);
  const url = `${origin}${localizePath(locale, `/passe/${token}`)}`;
  const code = displayCode(row.code);
  // The QR code holds the code alone: what the guard's scanner types in.
  return {
    code,
    qrSvg: qrSvg(row.code),
    qrLabel: t('gatePasses.page.qr', { code }),
    window,
    module: t('gatePasses.page.module', { module: row.moduleNumber }),
    kind: t(`gatePasses.kind.${row.kind}`),
    personName: row.personName,
    plate: row.plate ? displayPlate(row.plate) : undefined,
    revoked: row.revokedAt !== null,
    whatsappHref: `https://wa.me/?text=${encodeURIComponent(
      t('gatePasses.page.share', { module: row.moduleNumber, code, window, url }),
    )}`,
  };
}

export type PassPageProps = NonNullable<Awaited<ReturnType<typeof passPageProps>>>;
