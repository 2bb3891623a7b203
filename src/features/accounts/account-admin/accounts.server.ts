// What the staff do to accounts: invite a staff member, change a role, suspend and restore, turn
// off two-factor sign-in. Each change is one transaction with its audit entry (and its email, and
// the end of the account's sessions, where it has them). Written with Drizzle rather than Better
// Auth's admin endpoints so that all of it commits or none does. Callers have checked the role.
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import {
  createStaffAccount,
  endSessions,
  issuePasswordToken,
  removeTwoFactorKeys,
  updateAccount,
} from '@/server/auth-records';
import type { Database } from '@/server/db/client';
import { db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { INVITE_VALID_DAYS, staffInvitationEmail } from './staff-invitation.email';
import { twoFactorOffEmail } from './two-factor-off.email';
import { refuse } from '@/server/refusal';
import type { AccountRole } from '@/lib/account-roles';
import type { InviteInput, SuspendInput } from './admin-accounts.schema';

const isActive = sql`${user.banned} IS NOT TRUE`;

/**
 * Locks the rows of every active admin, in id order (so two changes never wait on each other in a
 * circle), and returns their ids. A second demotion or suspension waits here until the first
 * commits, then sees the admins that are left.
 */
async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), isActive))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((r) => r.id);
}

async function lockAccount(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!row) refuse('NOT_FOUND', 'adminAccounts.error.notFound');
  return row;
}

/** An account that would stop being an active admin must not be the last one. */
async function keepAnAdmin(tx: Database, id: string) {
  const admins = await lockActiveAdmins(tx);
  const target = await lockAccount(tx, id);
  if (admins.includes(id) && admins.length < 2) refuse('CONFLICT', 'adminAccounts.error.lastAdmin');
  return target;
}

/**
 * Creates a staff account (verified: no one signs in to it without the password, which only the
 * emailed link can set) and queues the invitation with that link, valid for a week.
 */
export async function inviteStaff(actor: AuditActor, input: InviteInput): Promise<{ id: string }> {
  const email = input.email.toLowerCase();
  const name = `${input.firstName} ${input.lastName}`;
  const role = input.role ?? 'admin';
  return db().transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    if (taken) refuse('CONFLICT', 'adminAccounts.error.exists');
    const id = await createStaffAccount(tx, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      role,
    });
    if (!id) refuse('CONFLICT', 'adminAccounts.error.exists');
    const token = await issuePasswordToken(tx, id, new Date(Date.now() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000));
    const invitation = staffInvitationEmail(
      { token, invitedBy: actor.name, role },
      { email, name, locale: input.locale },
    );
    await enqueueMail(tx, invitation, { cause: { kind: 'user', id } });
    await recordAudit(tx, {
      actor,
      action: 'account.invite',
      subject: { kind: 'user', id },
      after: { name, email, role, locale: input.locale },
    });
    return { id };
  });
}

/** Makes the account a customer or staff; demoting the last active admin is refused. */
export async function changeRole(actor: AuditActor, id: string, role: AccountRole): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const target = role === 'user' ? await keepAnAdmin(tx, id) : await lockAccount(tx, id);
    const current: AccountRole = target.role === 'admin' ? 'admin' : 'user';
    if (current === role) return { changed: false };
    await updateAccount(tx, id, { role });
    await recordAudit(tx, {
      actor,
      action: 'account.role',
      subject: { kind: 'user', id },
      before: { role: current },
      after: { role },
    });
    return { changed: true };
  });
}

/** Suspends the account and ends its sessions at once; never one's own, nor the last active admin. */
export async function suspendAccount(
  actor: AuditActor,
  input: Pick<SuspendInput, 'userId' | 'reason'>,
): Promise<{ changed: boolean }> {
  if (input.userId === actor.id) refuse('FORBIDDEN', 'adminAccounts.error.self');
  return db().transaction(async (tx) => {
    const target = await keepAnAdmin(tx, input.userId);
    if (target.banned) return { changed: false };
    const banReason = input.reason || null;
    await updateAccount(tx, input.userId, { banned: true, banReason, banExpires: null });
    const sessionsEnded = await endSessions(tx, input.userId);
    await recordAudit(tx, {
      actor,
      action: 'account.suspend',
      subject: { kind: 'user', id: input.userId },
      before: { banned: false, banReason: target.banReason },
      after: { banned: true, banReason, sessionsEnded },
    });
    return { changed: true };
  });
}

/** Lifts a suspension: the account signs in again. */
export async function restoreAccount(actor: AuditActor, id: string): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    if (!target.banned) return { changed: false };
    await updateAccount(tx, id, { banned: false, banReason: null, banExpires: null });
    await recordAudit(tx, {
      actor,
      action: 'account.restore',
      subject: { kind: 'user', id },
      before: { banned: true, banReason: target.banReason },
      after: { banned: false, banReason: null },
    });
    return { changed: true };
  });
}

/**
 * Turns off the account's two-factor sign-in (a lost phone): the flag and its key go, its sessions
 * end, and the person is told by email. Not one's own (the Settings page does that with a code).
 */
export async function turnOffTwoFactor(actor: AuditActor, id: string): Promise<{ changed: boolean }> {
  if (id === actor.id) refuse('FORBIDDEN', 'adminAccounts.error.self');
  return db().transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    const keys = await removeTwoFactorKeys(tx, id);
    if (!target.twoFactorEnabled && keys === 0) return { changed: false };
    await updateAccount(tx, id, { twoFactorEnabled: false });
    const sessionsEnded = await endSessions(tx, id);
    await enqueueMail(tx, twoFactorOffEmail(target), { cause: { kind: 'user', id } });
    await recordAudit(tx, {
      actor,
      action: 'account.twoFactorOff',
      subject: { kind: 'user', id },
      before: { twoFactorEnabled: Boolean(target.twoFactorEnabled) },
      after: { twoFactorEnabled: false, sessionsEnded },
    });
    return { changed: true };
  });
}
