// The accounts' own tables (user, session, account, verification, two_factor, rate_limit): Better
// Auth writes them through its adapter (src/server/auth.ts); every other write of them is here, in
// the caller's transaction, so a staff change, a profile save or an erasure commits with its audit
// entry and its email or not at all.
import { randomBytes } from 'node:crypto';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { account, session, twoFactor, user, verification } from './db/schema';
import { containsPattern } from './db/search';

/** A staff account created by invitation: verified, with no password until the emailed link sets one. */
export interface NewStaffAccount {
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  /** 'admin' (staff) or 'guard' (the gatehouse). */
  role: string;
}

/** Creates the account; its id, or undefined when the address is taken. */
export async function createStaffAccount(tx: Database, input: NewStaffAccount): Promise<string | undefined> {
  const [created] = await tx
    .insert(user)
    .values({
      id: randomBytes(16).toString('hex'),
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      emailVerified: true,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      role: input.role,
    })
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id });
  return created?.id;
}

/** A token with which `userId` sets a new password (Better Auth's reset link) until `expiresAt`. */
export async function issuePasswordToken(tx: Database, userId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  return token;
}

/** The fields of the account staff and its owner change outside Better Auth. */
export type AccountChange = Partial<
  Pick<
    typeof user.$inferInsert,
    | 'role'
    | 'banned'
    | 'banReason'
    | 'banExpires'
    | 'twoFactorEnabled'
    | 'firstName'
    | 'lastName'
    | 'name'
    | 'phone'
    | 'locale'
  >
>;

/** Changes the account `userId` (and its updatedAt); whether it exists. */
export async function updateAccount(database: Database, userId: string, change: AccountChange): Promise<boolean> {
  const rows = await database
    .update(user)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Ends every session of `userId`; returns how many there were. */
export async function endSessions(tx: Database, userId: string): Promise<number> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return ended.length;
}

/** Removes the second factor's key of `userId`; returns how many keys there were. */
export async function removeTwoFactorKeys(tx: Database, userId: string): Promise<number> {
  const keys = await tx.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ id: twoFactor.id });
  return keys.length;
}

/**
 * Everything Better Auth keeps about a person besides the account's row: sessions (with addresses
 * and browsers), credentials, the second factor, and pending tokens that name the account or its
 * address.
 */
export async function forgetAccountTraces(tx: Database, person: { id: string; email: string }) {
  await endSessions(tx, person.id);
  await tx.delete(account).where(eq(account.userId, person.id));
  await removeTwoFactorKeys(tx, person.id);
  const email = containsPattern(person.email.toLowerCase());
  await tx
    .delete(verification)
    .where(
      or(
        like(verification.value, containsPattern(person.id)),
        sql`lower(${verification.value}) LIKE ${email}`,
        sql`lower(${verification.identifier}) LIKE ${email}`,
      ),
    );
}

/** Deletes the account's row (what refers to it is deleted or set null by the foreign keys). */
export async function deleteAccount(tx: Database, userId: string) {
  await tx.delete(user).where(eq(user.id, userId));
}
