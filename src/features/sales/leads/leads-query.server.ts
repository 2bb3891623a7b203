// Reading leads for the staff: the filtered list (newest first), one lead, and per-stage columns
// for the board; each lead with its owner and the state of the team's notification email (the
// first mail job the lead caused). Callers have checked the admin role before calling.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { mailState, type MailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs, leads, user } from '@/server/db/schema';
import { matchesText } from '@/server/db/search';
import { beyondRow, readPage, type Cursor, type KeysetOrder } from '@/server/lists';
import { readTally } from '@/server/tallies';
import { mailJob } from '@/server/mail';
import { NO_MODULE, NO_OWNER, type LeadFilters } from './leads-filters';
import { addDays, siteInstant } from '@/lib/site-time';
import { lateCondition } from '@/features/sales/clock';

export type DeliveryState = MailState | 'none';

export const LEADS_PAGE_SIZE = 50;
export const BOARD_COLUMN_SIZE = 50;

function selectLeads() {
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
      firstResponseAt: leads.firstResponseAt,
      firstResponseDueAt: leads.firstResponseDueAt,
      stageChangedAt: leads.stageChangedAt,
    })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.ownerId))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectLeads>>[number];

/**
 * `rows` with the state of each one's notification email: the first email a lead causes (written
 * with the lead; replies come later), looked up for these leads only (background_jobs_cause_idx).
 */
async function withDelivery(rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db()
          .selectDistinctOn([jobs.causeId], {
            causeId: jobs.causeId,
            state: jobs.state,
            attempts: jobs.attempts,
            lastError: jobs.lastError,
          })
          .from(jobs)
          .where(and(eq(jobs.causeKind, 'lead'), inArray(jobs.causeId, ids), eq(jobs.kind, mailJob.name)))
          .orderBy(jobs.causeId, asc(jobs.createdAt), asc(jobs.id));
  const byLead = new Map(found.map((job) => [job.causeId, job]));
  return rows.map((lead) => {
    const job = byLead.get(lead.id);
    const attempts = job?.attempts ?? 0;
    const delivery: DeliveryState = job ? mailState({ state: job.state, attempts }) : 'none';
    return { ...lead, delivery, deliveryAttempts: attempts, deliveryError: job?.lastError ?? null };
  });
}

export type StaffLead = Awaited<ReturnType<typeof withDelivery>>[number];

function searchCondition(query: string | undefined): SQL | undefined {
  const q = query?.trim();
  if (!q) return undefined;
  const text = matchesText([leads.fullName, leads.email, leads.phone, leads.message], q);
  const module = /^(?:m[óo]dul[oe]\s*)?(\d{1,2})$/i.exec(q);
  return module ? or(text, eq(leads.moduleNumber, Number(module[1]))) : text;
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
    filters.to ? lt(leads.createdAt, siteInstant(addDays(filters.to, 1))) : undefined,
    searchCondition(filters.q),
    filters.late ? lateCondition(filters.late) : undefined,
  );
}

// Newest first.
const NEWEST = [desc(leads.createdAt), desc(leads.id)];
const NEWEST_ORDER: KeysetOrder = { table: leads, time: leads.createdAt, id: leads.id };

/** The page of leads matching `filters` that `page` (a number) or `cursor` (a keyset page) asks for. */
export async function leadsPage(filters: LeadFilters, page: number, cursor: Cursor = {}, pageSize = LEADS_PAGE_SIZE) {
  const found = await readPage({
    rows: selectLeads(),
    where: filterCondition(filters),
    orderBy: NEWEST,
    page,
    pageSize,
    keyset: { ...NEWEST_ORDER, cursor, idOf: (row) => row.id },
  });
  return { ...found, rows: await withDelivery(found.rows) };
}

/** Leads read per batch by the export: memory stays flat however many match. */
export const EXPORT_BATCH = 1000;

/** Every lead matching `filters`, newest first, a batch at a time (keyset: each batch costs the same). */
export async function* allLeads(filters: LeadFilters = {}): AsyncGenerator<StaffLead[]> {
  const where = filterCondition(filters);
  let after: Row | undefined;
  for (;;) {
    const batch = await selectLeads()
      .where(and(where, after ? beyondRow(NEWEST_ORDER, after.id) : undefined))
      .orderBy(...NEWEST)
      .limit(EXPORT_BATCH);
    if (batch.length > 0) yield await withDelivery(batch);
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1];
  }
}

export async function getLead(id: string): Promise<StaffLead | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await selectLeads().where(eq(leads.id, id));
  return row ? ((await withDelivery([row]))[0] ?? null) : null;
}

/** How many leads each stage holds (the database's tallies, not a count of the table). */
async function leadsByStage(): Promise<Record<LeadStatus, number>> {
  const tally = await readTally('lead.status');
  return Object.fromEntries(LEAD_STATUSES.map((stage) => [stage, tally.get(stage) ?? 0])) as Record<LeadStatus, number>;
}

/** The board: per stage, its newest leads (up to `perColumn`) and how many it holds. */
export async function boardColumns(perColumn = BOARD_COLUMN_SIZE) {
  const counts = await leadsByStage();
  return Promise.all(
    (LEAD_STATUSES as readonly LeadStatus[]).map(async (stage) => {
      const rows = await selectLeads()
        .where(eq(leads.status, stage))
        .orderBy(...NEWEST)
        .limit(perColumn);
      return { stage, total: counts[stage], leads: await withDelivery(rows) };
    }),
  );
}
