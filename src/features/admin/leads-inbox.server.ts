// The admin's leads inbox: newest first, searchable, each lead with the state of its notification
// email. Callers have checked the admin role (requireAdmin) before calling.
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { leads, outbox } from '@/server/db/schema';

export type DeliveryState = 'sent' | 'pending' | 'retrying' | 'failed' | 'none';

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
  mailStatus: outbox.status,
  mailAttempts: outbox.attempts,
  mailError: outbox.lastError,
};

type Row = { mailStatus: string | null; mailAttempts: number | null; mailError: string | null } & Omit<InboxLead, 'delivery' | 'deliveryAttempts' | 'deliveryError'>;

function toInboxLead({ mailStatus, mailAttempts, mailError, ...lead }: Row): InboxLead {
  const attempts = mailAttempts ?? 0;
  let delivery: DeliveryState = 'none';
  if (mailStatus === 'sent' || mailStatus === 'failed') delivery = mailStatus;
  else if (mailStatus === 'pending') delivery = attempts > 0 ? 'retrying' : 'pending';
  return { ...lead, delivery, deliveryAttempts: attempts, deliveryError: mailError };
}

function searchCondition(query: string): SQL | undefined {
  const q = query.trim();
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    .leftJoin(outbox, eq(outbox.leadId, leads.id))
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
  const [row] = await db().select(columns).from(leads).leftJoin(outbox, eq(outbox.leadId, leads.id)).where(eq(leads.id, id));
  return row ? toInboxLead(row) : null;
}

/** Every lead matching the search, for the CSV export. */
export async function allInboxLeads(query = '') {
  return (await listInboxLeads({ query, limit: 100_000 })).leads;
}
