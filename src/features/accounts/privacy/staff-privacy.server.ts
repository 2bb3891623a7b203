// What the staff's privacy page finds for an address before erasing on the person's request (the
// customer account with that email, and how much it holds, and the contact-form leads sent with
// it), and the erasure the page asks for.
import { count, eq, sql } from 'drizzle-orm';
import { hasControlCharacters } from '@/lib/forms/fields';
import { db } from '@/server/db/client';
import { charges, documents, leads, shipments, user } from '@/server/db/schema';
import { isAdmin } from '@/server/guards';
import { refuse } from '@/server/refusal';
import { eraseCustomer, eraseLeads, type ErasureRequest } from './erasure.server';
import type { PrivacySubject } from './privacy-log.server';

export interface FoundAccount {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  /** A staff account: not erased from this page. */
  staff: boolean;
  shipments: number;
  documents: number;
  charges: number;
}

export interface PrivacyLookup {
  email: string;
  account?: FoundAccount;
  leads: { count: number; latest?: Date };
}

const sameEmail = (email: string) => sql`lower(${user.email}) = ${email.toLowerCase()}`;

async function countOf(table: typeof shipments | typeof documents | typeof charges, userId: string) {
  const [row] = await db().select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** The customer account with `email`, its id for the erasure, or undefined. */
export async function findAccountByEmail(email: string) {
  const [found] = await db().select({ id: user.id, role: user.role }).from(user).where(sameEmail(email.trim()));
  return found;
}

export async function lookUpPerson(typed: string): Promise<PrivacyLookup> {
  const email = typed.trim();
  // No address holds a control character (and PostgreSQL refuses a NUL in a query): nobody found.
  if (hasControlCharacters(email)) return { email, leads: { count: 0 } };
  const [found] = await db().select().from(user).where(sameEmail(email));
  const [lead] = await db()
    .select({ n: count(), latest: sql<Date | null>`max(${leads.createdAt})` })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email.toLowerCase()}`);
  const account: FoundAccount | undefined = found && {
    id: found.id,
    name: found.name,
    email: found.email,
    createdAt: found.createdAt,
    staff: isAdmin(found),
    shipments: await countOf(shipments, found.id),
    documents: await countOf(documents, found.id),
    charges: await countOf(charges, found.id),
  };
  return { email, account, leads: { count: lead?.n ?? 0, latest: lead?.latest ? new Date(lead.latest) : undefined } };
}

/**
 * Erases, on the person's request, the contact-form leads sent with `email` or the customer account
 * with it; an address with none is refused as not found, a staff account as staff.
 */
export async function eraseOnRequest(subject: PrivacySubject, email: string, request: ErasureRequest): Promise<void> {
  if (subject === 'lead') {
    await eraseLeads(email, request);
    return;
  }
  const found = await findAccountByEmail(email);
  if (!found) refuse('NOT_FOUND', 'privacy.staff.error.notFound');
  await eraseCustomer(found.id, request);
}
