// Reading the audit log (src/server/audit writes it): newest first, filtered by action prefix,
// actor, subject and a date range in the site's time zone. Callers have checked the admin role.
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '@/lib/format';
import type { RecordKind } from '@/lib/record-kinds';
import { db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { readPage } from '@/server/lists';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** 'mail' or 'mail.retry': the action starts with it. */
  action?: string;
  /** Part of the actor's name or email as they were when they acted. */
  actor?: string;
  subjectKind?: RecordKind;
  subjectId?: string;
  /** Calendar days 'yyyy-MM-dd' in the site's time zone, both included. */
  from?: string;
  to?: string;
}

// The first instant of a site-time calendar day (`days` after it).
const dayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})`;

function auditWhere(f: AuditFilters) {
  return and(
    f.action ? sql`starts_with(${auditLog.action}, ${f.action})` : undefined,
    f.actor ? ilike(auditLog.actorLabel, containsPattern(f.actor)) : undefined,
    f.subjectKind ? eq(auditLog.subjectKind, f.subjectKind) : undefined,
    f.subjectId ? eq(auditLog.subjectId, f.subjectId) : undefined,
    f.from ? sql`${auditLog.createdAt} >= ${dayStart(f.from)}` : undefined,
    f.to ? sql`${auditLog.createdAt} < ${dayStart(f.to, 1)}` : undefined,
  );
}

/** Page `page` of the entries matching the filters, newest first. */
export function auditPage(filters: AuditFilters, page: number) {
  return readPage({
    rows: db().select().from(auditLog).$dynamic(),
    where: auditWhere(filters),
    orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
    page,
    pageSize: AUDIT_PAGE_SIZE,
  });
}
