// Props for the audit page: the filters from the query string and one page of entries, each with
// its time in the site's zone and the fields that changed, before → after.
import { isMessageKey, pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { RECORD_KINDS, recordAdminPath, recordKindKey } from '@/lib/record-kinds';
import type { AuditRow } from '@/server/db/schema';
import { calendarDay, defineList, oneOf, searchText } from '@/server/lists';
import { auditPage, type AuditFilters } from './audit-log.server';

export const AUDIT_KEYS = [
  'adminAudit.title',
  'adminAudit.intro',
  'adminAudit.filter.action',
  'adminAudit.filter.actor',
  'adminAudit.filter.subjectKind',
  'adminAudit.filter.anyKind',
  'adminAudit.filter.subjectId',
  'adminAudit.filter.from',
  'adminAudit.filter.to',
  'adminAudit.col.when',
  'adminAudit.col.who',
  'adminAudit.col.action',
  'adminAudit.col.subject',
  'adminAudit.col.changes',
  'adminAudit.noChanges',
  'adminAudit.list.empty',
] as const satisfies readonly MessageKey[];

const VALUE_PREVIEW_LENGTH = 120;

/** The log: ?acao=&ator=&tipo=&registro=&de=&ate=&pagina=. */
const auditList = defineList({
  path: '/admin/audit',
  params: {
    acao: searchText(),
    ator: searchText(),
    // One of the registry's kinds of record; an unknown kind filters nothing.
    tipo: oneOf(RECORD_KINDS),
    registro: searchText(),
    de: calendarDay(),
    ate: calendarDay(),
  },
  messages: {
    countOne: 'adminAudit.list.countOne',
    countOther: 'adminAudit.list.countOther',
    pages: 'adminAudit.list.pages',
    previous: 'adminAudit.list.previous',
    next: 'adminAudit.list.next',
    filter: 'adminAudit.filter.label',
  },
});

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

/** The audit page at `url`: filters and one page of entries, newest first. */
export async function auditListProps(url: URL, locale: Locale) {
  const params = auditList.read(url.searchParams);
  const filters: AuditFilters = {
    action: params.acao,
    actor: params.ator,
    subjectKind: params.tipo,
    subjectId: params.registro,
    from: params.de,
    to: params.ate,
  };
  const page = await auditPage(filters, params.pagina);
  return {
    labels: pick(locale, AUDIT_KEYS),
    kindOptions: RECORD_KINDS.map((kind) => ({ value: kind, label: translate(locale, recordKindKey(kind)) })),
    filters: Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value ?? ''])) as Record<
      keyof AuditFilters,
      string
    >,
    ...auditList.view(locale, page, params),
    rows: page.rows.map((row) => entryView(row, locale)),
  };
}

export type AuditListProps = Awaited<ReturnType<typeof auditListProps>>;
