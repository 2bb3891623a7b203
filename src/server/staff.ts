// The staff accounts: users with the admin role (banned ones excluded), who can own a lead and get
// the sales team's emails.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { db } from '@/server/db/client';
import { user } from '@/server/db/schema';

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

const isStaff = and(eq(user.role, 'admin'), or(isNull(user.banned), eq(user.banned, false)));

/** Every staff account, by name. */
export function listStaff(): Promise<StaffMember[]> {
  return db()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(isStaff)
    .orderBy(asc(user.name), asc(user.email));
}

/** The staff account `id`, or null when there is none with that id. */
export async function findStaff(tx: Database, id: string): Promise<StaffMember | null> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.id, id), isStaff));
  return row ?? null;
}
