// The admin's leads inbox: newest first, searchable, each lead with the state of its notification
// email (the mail job whose cause is the lead). Callers have checked the admin role before calling.
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_CAUSE_KIND } from '@/features/leads/leads.server';
import { mailState, type MailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs, leads } from '@/server/db/schema';
import { mailJob } from '@/server/mail';
import { containsPattern } from '@/server/db/search';

export type DeliveryState = MailState | 'none';

export interface InboxLead {
  id: string;
  createdAt: Date;
  fullName: string;
  email: string;
  phone: string;
  message: string | null;
  moduleNumber: number | null;
  locale: string;
  page: string;
  delivery: DeliveryState;
  deliveryAttempts: number;
  deliveryError: string | null;
}

export const INBOX_PAGE_SIZE = 50;

const columns = {
  id: leads.id,
  createdAt: leads.createdAt,
  fullName: leads.fullName,
  email: leads.email,
  phone: leads.phone,
  message: leads.message,
  moduleNumber: leads.moduleNumber,
  locale: leads.locale,
  page: leads.page,
  mailState: jobs.state,
  mailAttempts: jobs.attempts,
  mailError: jobs.lastError,
};

// A lead's notification email: the mail job caused by it (cause_id holds ids of any type as text).
const leadMail = and(eq(jobs.kind, mailJob.name), eq(jobs.causeKind, LEAD_CAUSE_KIND), eq(jobs.causeId, sql`${leads.id}::text`));

type Row = { mailState: (typeof jobs.$inferSelect)['state'] | null; mailAttempts: number | null; mailError: string | null } & Omit<InboxLead, 'delivery' | 'deliveryAttempts' | 'deliveryError'>;

function toInboxLead({ mailState: state, mailAttempts, mailError, ...lead }: Row): InboxLead {
  const attempts = mailAttempts ?? 0;
  const delivery: DeliveryState = state ? mailState({ state, attempts }) : 'none';
  return { ...lead, delivery, deliveryAttempts: attempts, deliveryError: mailError };
}

function searchCondition(query: string): SQL | undefined {
  const q = query.trim();
  if (!q) return undefined;
  const like = containsPattern(q);
  const conditions = [ilike(leads.fullName, like), ilike(leads.email, like), ilike(leads.phone, like), ilike(leads.message, like)];
  const module = /^(?:m[óo]dulo\s*)?(\d{1,2})$/i.exec(q);
  if (module) conditions.push(eq(leads.moduleNumber, Number(module[1])));
  return or(...conditions);
}

/** Newest first; `query` matches name, email, phone, message, or a module number ('7', 'Módulo 7'). */
export async function listInboxLeads({ query = '', limit = INBOX_PAGE_SIZE, offset = 0 } = {}) {
  const where = searchCondition(query);
  const rows = await db()
    .select(columns)
    .from(leads)
    .leftJoin(jobs, leadMail)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(where);
  return { leads: rows.map(toInboxLead), total };
}

export async function getInboxLead(id: string): Promise<InboxLead | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db().select(columns).from(leads).leftJoin(jobs, leadMail).where(eq(leads.id, id));
  return row ? toInboxLead(row) : null;
}

/** Every lead matching the search, for the CSV export. */
export async function allInboxLeads(query = '') {
  return (await listInboxLeads({ query, limit: 100_000 })).leads;
}
