// Props for the audit page: the filters from the query string and one page of entries, each with
// its time in the site's zone and the fields that changed, before → after.
import { isMessageKey, pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { isRecordKind, RECORD_KINDS, recordAdminPath, recordKindKey } from '@/lib/record-kinds';
import type { AuditRow } from '@/server/db/schema';
import { AUDIT_PAGE_SIZE, countAudit, listAudit, type AuditFilters } from './audit-log.server';
import { isCalendarDay } from '@/lib/calendar-day';

export const AUDIT_KEYS = [
  'adminAudit.title',
  'adminAudit.intro',
  'adminAudit.filter.label',
  'adminAudit.filter.action',
  'adminAudit.filter.actor',
  'adminAudit.filter.subjectKind',
  'adminAudit.filter.anyKind',
  'adminAudit.filter.subjectId',
  'adminAudit.filter.from',
  'adminAudit.filter.to',
  'adminAudit.filter.submit',
  'adminAudit.filter.clear',
  'adminAudit.col.when',
  'adminAudit.col.who',
  'adminAudit.col.action',
  'adminAudit.col.subject',
  'adminAudit.col.changes',
  'adminAudit.noChanges',
  'adminAudit.list.empty',
  'adminAudit.list.previous',
  'adminAudit.list.next',
] as const satisfies readonly MessageKey[];

const VALUE_PREVIEW_LENGTH = 120;

// The query string's names for each filter.
const PARAMS = {
  action: 'acao',
  actor: 'ator',
  subjectKind: 'tipo',
  subjectId: 'registro',
  from: 'de',
  to: 'ate',
} as const satisfies Record<keyof AuditFilters, string>;

type Json = Record<string, unknown> | null;

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_PREVIEW_LENGTH ? `${text.slice(0, VALUE_PREVIEW_LENGTH - 1)}…` : text;
}

/** The fields whose value differs between `before` and `after` (absent reads as null), in the order they first appear. */
export function changedFields(before: Json, after: Json) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null))
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }));
}

/** The action in the staff's words (its `adminAudit.action.<action>` message), else as recorded. */
export function auditActionLabel(action: string, locale: Locale): string {
  const key = `adminAudit.action.${action}`;
  return isMessageKey(key) ? translate(locale, key) : action;
}

function entryView(row: AuditRow, locale: Locale) {
  const path = recordAdminPath(row.subjectKind, row.subjectId);
  return {
    id: row.id,
    when: formatDateTime(row.createdAt, locale),
    who: row.actorLabel,
    action: row.action,
    actionLabel: auditActionLabel(row.action, locale),
    subject: { kind: row.subjectKind, id: row.subjectId, href: path && localizePath(locale, path) },
    changes: changedFields(row.before as Json, row.after as Json),
  };
}

export type AuditEntryView = ReturnType<typeof entryView>;

const text = (params: URLSearchParams, name: string) =>
  params.get(name)?.normalize('NFC').trim().slice(0, 100) || undefined;

/** 'yyyy-MM-dd' when it is a real calendar day, else undefined. */
function day(params: URLSearchParams, name: string) {
  const value = params.get(name) ?? '';
  return isCalendarDay(value) ? value : undefined;
}

/** One of the registry's kinds of record, else undefined (an unknown kind filters nothing). */
function recordKind(params: URLSearchParams, name: string) {
  const value = params.get(name);
  return isRecordKind(value) ? value : undefined;
}

function auditFilters(params: URLSearchParams) {
  const filters: AuditFilters = {
    action: text(params, PARAMS.action),
    actor: text(params, PARAMS.actor),
    subjectKind: recordKind(params, PARAMS.subjectKind),
    subjectId: text(params, PARAMS.subjectId),
    from: day(params, PARAMS.from),
    to: day(params, PARAMS.to),
  };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('pagina') ?? '1', 10) || 1));
  return { filters, page };
}

function filtersQuery(filters: AuditFilters, page: number) {
  const q = new URLSearchParams();
  for (const [key, name] of Object.entries(PARAMS)) {
    const value = filters[key as keyof AuditFilters];
    if (value) q.set(name, value);
  }
  if (page > 1) q.set('pagina', String(page));
  const search = q.toString();
  return search ? `?${search}` : '';
}

/** The audit page at `url`: filters and one page of entries, newest first. */
export async function auditListProps(url: URL, locale: Locale) {
  const { filters, page } = auditFilters(url.searchParams);
  const total = await countAudit(filters);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = await listAudit(filters, (current - 1) * AUDIT_PAGE_SIZE);
  const base = localizePath(locale, '/admin/audit');
  const href = (n: number) => `${base}${filtersQuery(filters, n)}`;
  return {
    labels: pick(locale, AUDIT_KEYS),
    action: base,
    kindOptions: RECORD_KINDS.map((kind) => ({ value: kind, label: translate(locale, recordKindKey(kind)) })),
    params: PARAMS,
    filters: Object.fromEntries(
      Object.keys(PARAMS).map((key) => [key, filters[key as keyof AuditFilters] ?? '']),
    ) as Record<keyof AuditFilters, string>,
    countText: translate(locale, total === 1 ? 'adminAudit.list.countOne' : 'adminAudit.list.countOther', {
      count: total,
    }),
    pagesText: pages > 1 ? translate(locale, 'adminAudit.list.pages', { page: current, pages }) : undefined,
    previous: current > 1 ? href(current - 1) : undefined,
    next: current < pages ? href(current + 1) : undefined,
    clearHref: filtersQuery(filters, 1) ? base : undefined,
    rows: rows.map((row) => entryView(row, locale)),
  };
}

export type AuditListProps = Awaited<ReturnType<typeof auditListProps>>;
