import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '@/server/db/client';
import { twoFactor, user, verification } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { demoteSchema, inviteSchema, suspendSchema } from './admin-accounts.schema';
import { changeRole, inviteStaff, restoreAccount, suspendAccount, turnOffTwoFactor } from './accounts.server';
import {
  actorOf,
  addSession,
  addUser,
  auditEntries,
  enableTwoFactor,
  queuedMail,
  sessionsOf,
  userRow,
} from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'background_jobs', 'verification', 'user']);

const invite = (input: Record<string, string>) =>
  z.parse(inviteSchema, { firstName: 'Bia', lastName: 'Lima', email: 'bia@example.com', locale: 'en', ...input });
const refusal = (code: string, message: string) => expect.objectContaining({ name: 'Refusal', code, message });
const EXISTS = refusal('CONFLICT', 'adminAccounts.error.exists');
const NOT_FOUND = refusal('NOT_FOUND', 'adminAccounts.error.notFound');
const SELF = refusal('FORBIDDEN', 'adminAccounts.error.self');
const LAST_ADMIN = refusal('CONFLICT', 'adminAccounts.error.lastAdmin');

async function setup() {
  const staff = actorOf(await addUser(handle, 'staff', { role: 'admin', name: 'Ana Staff' }));
  const customer = await addUser(handle, 'cli', { locale: 'en' });
  return { staff, customer };
}

describe(`staff changes to accounts on ${testEngine}`, () => {
  it('invites a staff member: the account, one email in their language with the link, and the audit entry', async () => {
    const { staff } = await setup();
    const { id } = await inviteStaff(staff, invite({ email: ' Bia@Example.com ' }));
    expect(await userRow(handle, id)).toMatchObject({
      email: 'bia@example.com',
      name: 'Bia Lima',
      role: 'admin',
      emailVerified: true,
      locale: 'en',
      banned: false,
    });
    const mails = await queuedMail(handle);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'bia@example.com',
      subject: 'Invitation to the Parque Logístico Parnamirim staff',
      causeKind: 'user',
      causeId: id,
    });
    const link = /\/api\/auth\/reset-password\/(\S+)\?callbackURL=%2Fen%2Freset-password/.exec(mails[0]?.text ?? '');
    expect(link).not.toBeNull();
    const [token] = await handle.db.select().from(verification).where(eq(verification.value, id));
    expect(token?.identifier).toBe(`reset-password:${link?.[1]}`);
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect(await auditEntries(handle)).toMatchObject([
      {
        actorId: 'staff',
        action: 'account.invite',
        subjectKind: 'user',
        subjectId: id,
        before: null,
        after: { email: 'bia@example.com', role: 'admin', locale: 'en' },
      },
    ]);
  });

  it('invites a guard: the account opens the gatehouse screen alone, and the email says so in their language', async () => {
    const { staff } = await setup();
    const { id } = await inviteStaff(staff, invite({ email: 'porteiro@example.com', locale: 'pt-BR', role: 'guard' }));
    expect(await userRow(handle, id)).toMatchObject({ role: 'guard' });
    const [mail] = await queuedMail(handle);
    expect(mail?.subject).toBe('Convite para a portaria Parque Logístico Parnamirim');
    expect(mail?.text).toContain('/portaria');
    expect(mail?.text).not.toContain('administração');
  });

  it('refuses an address that already has an account, whatever its case, and changes nothing', async () => {
    const { staff } = await setup();
    await expect(inviteStaff(staff, invite({ email: 'CLI@example.com' }))).rejects.toEqual(EXISTS);
    expect(await handle.db.select().from(user)).toHaveLength(2);
    expect(await queuedMail(handle)).toHaveLength(0);
    expect(await auditEntries(handle)).toHaveLength(0);
  });

  it('changes a role both ways with its audit entry, and writes nothing when it is already so', async () => {
    const { staff, customer } = await setup();
    expect(await changeRole(staff, customer.id, 'admin')).toEqual({ changed: true });
    expect((await userRow(handle, customer.id))?.role).toBe('admin');
    expect(await changeRole(staff, customer.id, 'admin')).toEqual({ changed: false });
    expect(await changeRole(staff, customer.id, 'user')).toEqual({ changed: true });
    expect((await userRow(handle, customer.id))?.role).toBe('user');
    expect(await auditEntries(handle)).toMatchObject([
      { action: 'account.role', subjectId: 'cli', before: { role: 'user' }, after: { role: 'admin' } },
      { action: 'account.role', subjectId: 'cli', before: { role: 'admin' }, after: { role: 'user' } },
    ]);
    await expect(changeRole(staff, 'ghost', 'admin')).rejects.toEqual(NOT_FOUND);
  });

  it('suspends: sets banned with the reason and ends every session of the account, not others’', async () => {
    const { staff, customer } = await setup();
    await addSession(handle, customer.id);
    await addSession(handle, customer.id);
    await addSession(handle, staff.id);
    expect(await suspendAccount(staff, { userId: customer.id, reason: 'Contrato encerrado' })).toEqual({
      changed: true,
    });
    expect(await userRow(handle, customer.id)).toMatchObject({ banned: true, banReason: 'Contrato encerrado' });
    expect(await sessionsOf(handle, customer.id)).toHaveLength(0);
    expect(await sessionsOf(handle, staff.id)).toHaveLength(1);
    expect(await suspendAccount(staff, { userId: customer.id, reason: undefined })).toEqual({ changed: false });

    expect(await restoreAccount(staff, customer.id)).toEqual({ changed: true });
    expect(await userRow(handle, customer.id)).toMatchObject({ banned: false, banReason: null });
    expect(await restoreAccount(staff, customer.id)).toEqual({ changed: false });
    expect(await auditEntries(handle)).toMatchObject([
      {
        action: 'account.suspend',
        before: { banned: false, banReason: null },
        after: { banned: true, banReason: 'Contrato encerrado', sessionsEnded: 2 },
      },
      {
        action: 'account.restore',
        before: { banned: true, banReason: 'Contrato encerrado' },
        after: { banned: false, banReason: null },
      },
    ]);
  });

  it('never lets staff suspend themselves', async () => {
    const { staff } = await setup();
    await addUser(handle, 'other', { role: 'admin' });
    await expect(suspendAccount(staff, { userId: staff.id, reason: undefined })).rejects.toEqual(SELF);
    expect((await userRow(handle, staff.id))?.banned).toBe(false);
  });

  it('never demotes or suspends the last active admin', async () => {
    const { staff } = await setup();
    const other = actorOf(await addUser(handle, 'other', { role: 'admin' }));
    await expect(changeRole(staff, staff.id, 'user')).resolves.toEqual({ changed: true });
    await expect(changeRole(other, other.id, 'user')).rejects.toEqual(LAST_ADMIN);
    await expect(suspendAccount(staff, { userId: other.id, reason: undefined })).rejects.toEqual(LAST_ADMIN);
    expect(await userRow(handle, other.id)).toMatchObject({ role: 'admin', banned: false });

    // A suspended admin does not count: the one active admin left stays.
    await changeRole(other, staff.id, 'admin');
    await suspendAccount(other, { userId: staff.id, reason: undefined });
    await expect(changeRole(staff, other.id, 'user')).rejects.toEqual(LAST_ADMIN);
    expect((await userRow(handle, other.id))?.role).toBe('admin');
  });

  it('lets only one of two concurrent demotions of the last two admins through', async () => {
    const { staff } = await setup();
    const other = actorOf(await addUser(handle, 'other', { role: 'admin' }));
    const outcomes = await Promise.allSettled([
      changeRole(staff, other.id, 'user'),
      changeRole(other, staff.id, 'user'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const failed = outcomes.find((o) => o.status === 'rejected');
    expect(failed?.reason).toEqual(LAST_ADMIN);
    const admins = await handle.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect((await auditEntries(handle)).filter((e) => e.action === 'account.role')).toHaveLength(1);
  });

  it('turns off two-factor: flag and key gone, sessions ended, the person emailed, audited', async () => {
    const { staff, customer } = await setup();
    await enableTwoFactor(handle, customer.id);
    await addSession(handle, customer.id);
    expect(await turnOffTwoFactor(staff, customer.id)).toEqual({ changed: true });
    expect((await userRow(handle, customer.id))?.twoFactorEnabled).toBe(false);
    expect(await handle.db.select().from(twoFactor).where(eq(twoFactor.userId, customer.id))).toHaveLength(0);
    expect(await sessionsOf(handle, customer.id)).toHaveLength(0);
    const mails = await queuedMail(handle);
    expect(mails).toMatchObject([
      {
        to: customer.email,
        subject: 'Two-factor sign-in was turned off on your account',
        causeKind: 'user',
        causeId: customer.id,
      },
    ]);
    expect(mails[0]?.text).toContain('/en/dashboard/settings/two-factor');
    expect(await auditEntries(handle)).toMatchObject([
      {
        action: 'account.twoFactorOff',
        subjectId: customer.id,
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false, sessionsEnded: 1 },
      },
    ]);
    expect(await turnOffTwoFactor(staff, customer.id)).toEqual({ changed: false });
    await expect(turnOffTwoFactor(staff, staff.id)).rejects.toEqual(SELF);
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    const { customer } = await setup();
    await addSession(handle, customer.id);
    const ghost = { id: 'ghost', name: 'Ghost', email: 'ghost@example.com' };
    await expect(suspendAccount(ghost, { userId: customer.id, reason: undefined })).rejects.toThrow();
    expect((await userRow(handle, customer.id))?.banned).toBe(false);
    expect(await sessionsOf(handle, customer.id)).toHaveLength(1);
  });

  it.each([
    ['a demotion without its confirmation', demoteSchema, { userId: 'cli' }, 'confirm', 'adminAccounts.error.confirm'],
    [
      'a suspension with a reason too long',
      suspendSchema,
      { userId: 'cli', confirm: 'yes', reason: 'x'.repeat(201) },
      'reason',
      'adminAccounts.error.tooLong',
    ],
    [
      'an account id with other characters',
      suspendSchema,
      { userId: "cli' --", confirm: 'yes' },
      'userId',
      'adminAccounts.error.notFound',
    ],
    [
      'an invitation in a third language',
      inviteSchema,
      { firstName: 'A', lastName: 'B', email: 'a@example.com', locale: 'es' },
      'locale',
      'adminAccounts.error.locale',
    ],
    [
      'an invitation to a bad address',
      inviteSchema,
      { firstName: 'A', lastName: 'B', email: 'a@', locale: 'en' },
      'email',
      'adminAccounts.error.email',
    ],
  ] as const)('refuses %s in the form', (_, schema, input, path, message) => {
    const result = z.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });
});
