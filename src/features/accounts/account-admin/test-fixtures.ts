// For this feature's integration tests: accounts with sessions and a second factor, and what the
// staff's changes left in the audit log and the outbox.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addUser, queuedMail } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, session, twoFactor, user } from '@/server/db/schema';

export { addUser, queuedMail };

export const actorOf = (u: { id: string; name: string; email: string }) => ({ id: u.id, name: u.name, email: u.email });

/** An open session of `userId`, started at `createdAt`. */
export async function addSession(handle: DatabaseHandle, userId: string, createdAt = new Date()) {
  await handle.db.insert(session).values({
    id: randomUUID(),
    token: randomUUID(),
    userId,
    createdAt,
    updatedAt: createdAt,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

/** Two-factor sign-in on, with its key. */
export async function enableTwoFactor(handle: DatabaseHandle, userId: string) {
  await handle.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  await handle.db.insert(twoFactor).values({ id: randomUUID(), secret: 'secret', backupCodes: 'codes', userId });
}

export const sessionsOf = (handle: DatabaseHandle, userId: string) =>
  handle.db.select().from(session).where(eq(session.userId, userId));
export const userRow = async (handle: DatabaseHandle, id: string) =>
  (await handle.db.select().from(user).where(eq(user.id, id)))[0];
export const auditEntries = (handle: DatabaseHandle) => handle.db.select().from(auditLog).orderBy(auditLog.id);
