// Reading leads for the staff: the filtered list (newest first), one lead, and per-stage columns
// for the board; each lead with its owner and the state of the team's notification email (the
// first mail job the lead caused). Callers have checked the admin role before calling.
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { mailState, type MailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs, leads, user } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { mailJob } from '@/server/mail';
import { NO_MODULE, NO_OWNER, type LeadFilters } from './leads-filters';
import { nextDay, siteInstant } from './site-time';

export type DeliveryState = MailState | 'none';

export const LEADS_PAGE_SIZE = 50;
export const BOARD_COLUMN_SIZE = 50;

function selectLeads() {
  // The notification is the first email a lead causes (written with the lead); replies come later.
  const notification = db()
    .selectDistinctOn([jobs.causeId], {
      causeId: jobs.causeId,
      state: jobs.state,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, mailJob.name), eq(jobs.causeKind, 'lead')))
    .orderBy(jobs.causeId, asc(jobs.createdAt), asc(jobs.id))
    .as('notification');
  return db()
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      fullName: leads.fullName,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      moduleNumber: leads.moduleNumber,
      locale: leads.locale,
      page: leads.page,
      status: leads.status,
      lostReason: leads.lostReason,
      ownerId: leads.ownerId,
      ownerName: user.name,
      followUpOn: leads.followUpOn,
      mailState: notification.state,
      mailAttempts: notification.attempts,
      mailError: notification.lastError,
    })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .leftJoin(notification, eq(notification.causeId, sql`${leads.id}::text`));
}

type Row = Awaited<ReturnType<typeof selectLeads>>[number];

function toStaffLead({ mailState: state, mailAttempts, mailError, ...lead }: Row) {
  const attempts = mailAttempts ?? 0;
  const delivery: DeliveryState = state ? mailState({ state, attempts }) : 'none';
  return { ...lead, delivery, deliveryAttempts: attempts, deliveryError: mailError };
}

export type StaffLead = ReturnType<typeof toStaffLead>;

function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  const like = containsPattern(q);
  const conditions = [
    ilike(leads.fullName, like),
    ilike(leads.email, like),
    ilike(leads.phone, like),
    ilike(leads.message, like),
  ];
  const module = /^(?:m[óo]dul[oe]\s*)?(\d{1,2})$/i.exec(q);
  if (module) conditions.push(eq(leads.moduleNumber, Number(module[1])));
  return or(...conditions);
}

/** The SQL for `filters`; the period is of days received, in the site's time zone, both ends included. */
export function filterCondition(filters: LeadFilters): SQL | undefined {
  const owner =
    filters.owner === NO_OWNER ? isNull(leads.ownerId) : filters.owner ? eq(leads.ownerId, filters.owner) : undefined;
  return and(
    filters.stage ? eq(leads.status, filters.stage) : undefined,
    owner,
    filters.module === NO_MODULE
      ? isNull(leads.moduleNumber)
      : filters.module !== undefined
        ? eq(leads.moduleNumber, filters.module)
        : undefined,
    filters.from ? gte(leads.createdAt, siteInstant(filters.from)) : undefined,
    filters.to ? lt(leads.createdAt, siteInstant(nextDay(filters.to))) : undefined,
    searchCondition(filters.q),
  );
}

/** How many leads match `filters`. */
export async function countLeads(filters: LeadFilters = {}): Promise<number> {
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(leads).where(filterCondition(filters));
  return total;
}

/** One page of the leads matching `filters`, newest first. */
export async function listLeads(
  filters: LeadFilters = {},
  { limit = LEADS_PAGE_SIZE, offset = 0 } = {},
): Promise<StaffLead[]> {
  const rows = await selectLeads()
    .where(filterCondition(filters))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toStaffLead);
}

/** Every lead matching `filters`, for the CSV export. */
export async function allLeads(filters: LeadFilters = {}) {
  return listLeads(filters, { limit: 100_000 });
}

export async function getLead(id: string): Promise<StaffLead | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await selectLeads().where(eq(leads.id, id));
  return row ? toStaffLead(row) : null;
}

/** The board: per stage, its newest leads (up to `perColumn`) and how many it holds. */
export async function boardColumns(perColumn = BOARD_COLUMN_SIZE) {
  const counts = await db().select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
  const columns = [];
  for (const stage of LEAD_STATUSES as readonly LeadStatus[]) {
    const rows = await selectLeads()
      .where(eq(leads.status, stage))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(perColumn);
    columns.push({ stage, total: counts.find((c) => c.status === stage)?.n ?? 0, leads: rows.map(toStaffLead) });
  }
  return columns;
}
