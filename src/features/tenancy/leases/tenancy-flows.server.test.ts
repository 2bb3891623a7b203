import { isActionError } from 'astro:actions';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addUser, queuedMail } from '@/features/portal/shipments/test-fixtures';
import { siteDay } from '@/lib/site-time';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, leases, tenantInvites, tenantMembers, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { isRefusal } from '@/server/refusal';
import { storedHash } from '@/server/signed-links';
import { acceptInvite, inviteByToken, inviteColleague, removeMember, withdrawInvite } from './invites.server';
import { endLease, linkAccountToModule, removeLease, tenantDetail } from './leases.server';
import { tenancy as tenancyActions } from './tenancy.actions';
import { tenancyOf } from './tenancy.server';
import { invitePageProps, myModuleProps } from './tenancy-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['tenant_invites', 'leases', 'tenant_members', 'tenants', 'audit_log', 'background_jobs', 'user', 'modules'],
);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const staff = { id: 'staff', name: 'Gerência', email: 'staff@example.com' };

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isRefusal(error)) return { code: error.code, message: error.messageKey };
    throw error;
  }
  return 'done';
}

const link = (email: string, module: number, startsOn: string, more: { endsOn?: string; companyName?: string } = {}) =>
  linkAccountToModule(staff, {
    email,
    module,
    startsOn,
    endsOn: more.endsOn ?? null,
    companyName: more.companyName ?? null,
  });

/** Ana's company, Acme, leasing module 5 from 2026-01-01 (open-ended), Ana its main account. */
async function acme() {
  await addUser(handle, 'staff', { role: 'admin' });
  const ana = await addUser(handle, 'ana', { name: 'Ana Lima' });
  const { tenantId } = await link(ana.email, 5, '2026-01-01', { companyName: 'Acme Logística' });
  return { ana, tenantId };
}

describe(`linking accounts to modules on ${testEngine}`, () => {
  it('makes a new tenant with the account as main member, then adds leases to it, each audited', async () => {
    const { ana, tenantId } = await acme();
    expect(await tenancyOf(ana.id, '2026-03-01')).toEqual({
      tenantId,
      tenantName: 'Acme Logística',
      role: 'main',
      modules: [5],
    });
    // The same account again: its tenant gets the lease, no second tenant, the name not needed.
    const second = await link(ana.email.toUpperCase(), 6, '2026-02-01', { endsOn: '2026-12-31' });
    expect(second).toMatchObject({ tenantId, createdTenant: false });
    expect(await handle.db.select().from(tenants)).toHaveLength(1);
    expect((await tenancyOf(ana.id, '2026-03-01'))?.modules).toEqual([5, 6]);

    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, tenantId));
    expect(audit.map((a) => [a.action, a.subjectKind, a.actorId])).toEqual([
      ['tenant.lease', 'tenant', 'staff'],
      ['tenant.lease', 'tenant', 'staff'],
    ]);
    expect(audit.map((a) => a.after)).toEqual(
      expect.arrayContaining([
        { module: 5, startsOn: '2026-01-01', endsOn: null, account: ana.email, tenant: 'Acme Logística' },
        { module: 6, startsOn: '2026-02-01', endsOn: '2026-12-31', account: ana.email },
      ]),
    );
  });

  it('refuses an overlapping lease of the module with a clear message, writing nothing', async () => {
    await acme();
    const bia = await addUser(handle, 'bia');
    const before = await handle.db.select().from(auditLog);
    expect(await refusal(link(bia.email, 5, '2027-06-01', { companyName: 'Outra' }))).toEqual({
      code: 'CONFLICT',
      message: 'tenancy.error.overlap',
    });
    // Nothing of the refused link stays: no tenant for Bia, no audit entry.
    expect(await tenancyOf(bia.id)).toBeNull();
    expect(await handle.db.select().from(tenants)).toHaveLength(1);
    expect(await handle.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('asks for the company name of a new tenant, and refuses an unknown email and a staff account', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    const bia = await addUser(handle, 'bia');
    expect(await refusal(link(bia.email, 7, '2026-01-01'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'tenancy.error.companyName',
    });
    expect(await refusal(link('nobody@example.com', 7, '2026-01-01', { companyName: 'X' }))).toMatchObject({
      message: 'tenancy.error.noAccount',
    });
    expect(await refusal(link('staff@example.com', 7, '2026-01-01', { companyName: 'X' }))).toMatchObject({
      message: 'tenancy.error.staffAccount',
    });
    expect(await handle.db.select().from(tenants)).toEqual([]);
  });

  it('ends a lease on a day (the module is free after it) and removes one, both audited', async () => {
    const { ana, tenantId } = await acme();
    const [lease] = await handle.db.select().from(leases).where(eq(leases.tenantId, tenantId));
    expect(await refusal(endLease(staff, { leaseId: lease!.id, endsOn: '2025-12-31' }))).toMatchObject({
      message: 'tenancy.error.dayOrder',
    });
    await endLease(staff, { leaseId: lease!.id, endsOn: '2026-06-30' });
    expect((await tenancyOf(ana.id, '2026-07-01'))?.modules).toEqual([]);
    const bia = await addUser(handle, 'bia');
    await link(bia.email, 5, '2026-07-01', { companyName: 'Outra' });
    await removeLease(staff, lease!.id);
    const detail = await tenantDetail(tenantId);
    expect(detail?.leases).toEqual([]);
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, tenantId))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['tenant.endLease', 'tenant.lease', 'tenant.removeLease']);
    expect(await refusal(removeLease(staff, lease!.id))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe(`inviting colleagues on ${testEngine}`, () => {
  it('sends the invitation in the chosen language; the link is accepted once and the colleague joins', async () => {
    const { ana, tenantId } = await acme();
    const { id, token } = await inviteColleague(ana, { email: 'Caio@Example.com', role: 'manager', locale: 'en' });
    const [row] = await handle.db.select().from(tenantInvites).where(eq(tenantInvites.id, id));
    expect(row).toMatchObject({ tenantId, email: 'caio@example.com', role: 'manager', locale: 'en' });
    // Only the token's SHA-256 is kept.
    expect(row!.tokenHash).toBe(storedHash(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(6.9 * 86_400_000);

    const mail = (await queuedMail(handle)).at(-1)!;
    expect(mail.to).toBe('caio@example.com');
    expect(mail.subject).toBe('Acme Logística invites you to the Parque Logístico Parnamirim portal');
    expect(mail.text).toContain(`/en/convite/${token}`);
    expect(mail.text).toContain('Ana Lima invited you');

    const caio = await addUser(handle, 'caio');
    expect((await invitePageProps(token, caio.id, 'pt-BR')).state).toBe('ready');
    await acceptInvite(caio.id, token);
    expect(await tenancyOf(caio.id, '2026-03-01')).toMatchObject({ tenantId, role: 'manager', modules: [5] });
    expect((await inviteByToken(token))?.state).toBe('used');

    // A second use, by anyone, is refused and changes nothing.
    const dani = await addUser(handle, 'dani');
    expect(await refusal(acceptInvite(dani.id, token))).toEqual({ code: 'NOT_FOUND', message: 'tenancy.invite.gone' });
    expect(await tenancyOf(dani.id)).toBeNull();
    expect((await invitePageProps(token, dani.id, 'pt-BR')).state).toBe('used');
  });

  it('refuses an expired or withdrawn invitation, and an account that already has a tenant', async () => {
    const { ana } = await acme();
    const now = new Date();
    const old = await inviteColleague(
      ana,
      { email: 'x@example.com', role: 'member', locale: 'pt-BR' },
      new Date(now.getTime() - 8 * 86_400_000),
    );
    const caio = await addUser(handle, 'caio');
    expect((await invitePageProps(old.token, caio.id, 'pt-BR')).state).toBe('expired');
    expect(await refusal(acceptInvite(caio.id, old.token))).toMatchObject({ message: 'tenancy.invite.gone' });

    const withdrawn = await inviteColleague(ana, { email: 'y@example.com', role: 'member', locale: 'pt-BR' });
    await withdrawInvite(ana, withdrawn.id);
    expect((await invitePageProps(withdrawn.token, caio.id, 'pt-BR')).state).toBe('gone');
    expect(await refusal(acceptInvite(caio.id, withdrawn.token))).toMatchObject({ message: 'tenancy.invite.gone' });

    // Ana is Acme's already: an open invitation is not hers to accept, and stays open.
    const open = await inviteColleague(ana, { email: 'z@example.com', role: 'member', locale: 'pt-BR' });
    expect((await invitePageProps(open.token, ana.id, 'pt-BR')).state).toBe('alreadyTenant');
    expect(await refusal(acceptInvite(ana.id, open.token))).toMatchObject({ message: 'tenancy.invite.alreadyTenant' });
    expect((await inviteByToken(open.token))?.state).toBe('open');
    expect((await invitePageProps(open.token, null, 'pt-BR')).state).toBe('signedOut');
  });

  it('lets only the main account and managers invite, withdraw and remove, within their own tenant', async () => {
    const { ana, tenantId } = await acme();
    const member = await addUser(handle, 'meg');
    await handle.db.insert(tenantMembers).values({ userId: member.id, tenantId, role: 'member' });
    const invite = { email: 'x@example.com', role: 'member', locale: 'pt-BR' } as const;
    expect(await refusal(inviteColleague(member, invite))).toEqual({
      code: 'FORBIDDEN',
      message: 'tenancy.error.cannotManage',
    });
    const outsider = await addUser(handle, 'out');
    expect(await refusal(inviteColleague(outsider, invite))).toMatchObject({ code: 'FORBIDDEN' });

    // Another tenant's invitation and person are not found for Ana.
    const bia = await addUser(handle, 'bia');
    await link(bia.email, 9, '2026-01-01', { companyName: 'Outra' });
    const theirs = await inviteColleague(bia, invite);
    expect(await refusal(withdrawInvite(ana, theirs.id))).toEqual({
      code: 'NOT_FOUND',
      message: 'tenancy.error.inviteNotFound',
    });
    expect(await refusal(removeMember(ana, bia.id))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await inviteByToken(theirs.token))?.state).toBe('open');

    // A member cannot withdraw nor remove; the main account cannot be removed.
    const mine = await inviteColleague(ana, invite);
    expect(await refusal(withdrawInvite(member, mine.id))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(removeMember(member, ana.id))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(removeMember(ana, ana.id))).toMatchObject({ code: 'NOT_FOUND' });
    await removeMember(ana, member.id);
    expect(await tenancyOf(member.id)).toBeNull();
  });

  it('refuses the invite action to a member, through the action itself', async () => {
    const { tenantId } = await acme();
    const member = await addUser(handle, 'meg');
    await handle.db.insert(tenantMembers).values({ userId: member.id, tenantId, role: 'member' });
    const data = new FormData();
    for (const [k, v] of Object.entries({ email: 'x@example.com', role: 'member', locale: 'pt-BR' })) data.set(k, v);
    const call = (user: object | null) =>
      (tenancyActions.invite as unknown as { orThrow: (this: unknown, input: FormData) => Promise<unknown> }).orThrow
        .call(
          {
            locals: { user, locale: 'pt-BR' },
            url: new URL('http://localhost/dashboard/my-module'),
            request: new Request('http://localhost/dashboard/my-module', { method: 'POST' }),
          },
          data,
        )
        .then(
          () => 'ran',
          (e: unknown) => (isActionError(e) ? e.code : String(e)),
        );
    expect(await call({ ...member, role: 'user' })).toBe('FORBIDDEN');
    expect(await call(null)).toBe('UNAUTHORIZED');
    expect(await handle.db.select().from(tenantInvites)).toEqual([]);
  });
});

describe(`the My module page on ${testEngine}`, () => {
  it("shows a tenant its modules with their areas and lease days, its people and the administration's contacts", async () => {
    const { ana, tenantId } = await acme();
    const caio = await addUser(handle, 'caio', { name: 'Caio Reis' });
    await handle.db.insert(tenantMembers).values({ userId: caio.id, tenantId, role: 'member' });
    await inviteColleague(ana, { email: 'x@example.com', role: 'member', locale: 'pt-BR' });
    const now = new Date('2026-03-01T12:00:00Z');
    const tenancyOn = async (userId: string) => (await tenancyOf(userId, siteDay(now)))!;
    const props = await myModuleProps(ana.id, await tenancyOn(ana.id), 'pt-BR', now);
    const tenant = props.tenant;
    expect(tenant.name).toBe('Acme Logística');
    expect(tenant.canManage).toBe(true);
    expect(tenant.modules.map((m) => [m.label, m.leases.map((l) => [l.from, l.to])])).toEqual([
      ['Módulo 5', [['01/01/2026', 'sem data de término']]],
    ]);
    // Its areas as the public area table shows them.
    expect(tenant.modules[0]!.cells.total).toBe('1.885,23');
    expect(tenant.people.map((p) => [p.name, p.roleLabel])).toEqual([
      ['Ana Lima', 'Responsável'],
      ['Caio Reis', 'Colaborador'],
    ]);
    expect(tenant.invites.map((i) => i.email)).toEqual(['x@example.com']);
    expect(tenant.contacts.email.href).toMatch(/^mailto:/);
    expect(tenant.contacts.address).toContain('Parnamirim');

    // A member sees the people but not the invitations. (An account of no tenant never gets here:
    // requireTenant refuses it first, src/server/guards.test.ts.)
    const asMember = await myModuleProps(caio.id, await tenancyOn(caio.id), 'en', now);
    expect(asMember.tenant.canManage).toBe(false);
    expect(asMember.tenant.invites).toEqual([]);
    expect(asMember.tenant.people).toHaveLength(2);
  });
});
