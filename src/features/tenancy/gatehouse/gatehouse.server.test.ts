import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPass, findTenantPass, revokePass } from '@/features/tenancy/gate-passes/gate-passes.server';
import { sign, verify } from '@/server/signed-links';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { siteDay } from '@/lib/site-time';
import type { DatabaseHandle } from '@/server/db/client';
import { gatePasses, leases, notifications, tenantMembers, tenants, user } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { checkIn, checkOut, passByCode, registerWalkIn, searchPasses, todaysArrivals } from './gatehouse.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['gate_passes', 'notifications', 'leases', 'tenant_members', 'tenants', 'user', 'modules', 'form_submissions'],
);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const HOUR = 3_600_000;
// 10:00 in Parnamirim (UTC-3).
const NOW = new Date('2026-11-27T13:00:00Z');
const local = (date: Date) => new Date(date.getTime() - 3 * HOUR).toISOString().slice(0, 16);

async function tenantWith(userId: string, name: string, module: number) {
  await addUser(handle, userId);
  await handle.db.update(user).set({ phone: '+5584999990000' }).where(eq(user.id, userId));
  const [tenant] = await handle.db.insert(tenants).values({ name }).returning();
  await handle.db.insert(tenantMembers).values({ userId, tenantId: tenant!.id, role: 'main' });
  await handle.db.insert(leases).values({ tenantId: tenant!.id, moduleNumber: module, startsOn: '2026-01-01' });
  return { tenantId: tenant!.id, tenantName: name, role: 'main' as const, modules: [module] };
}

const truck = (start: Date, end: Date) => ({
  kind: 'truck' as const,
  module: 4,
  name: 'José Lima',
  company: 'Rápido Nordeste',
  plate: 'abc-1d23',
  operation: 'unload' as const,
  start: local(start),
  end: local(end),
});

describe(`gate passes and the gatehouse on ${testEngine}`, () => {
  it('creates a truck pass with a unique code and a normalised plate, for the tenant’s own module only', async () => {
    const acme = await tenantWith('ana', 'Acme', 4);
    const { id, code } = await createPass('ana', acme, truck(NOW, new Date(NOW.getTime() + 2 * HOUR)), NOW);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const pass = await findTenantPass(acme.tenantId, id);
    expect(pass).toMatchObject({ plate: 'ABC1D23', operation: 'unload', company: 'Rápido Nordeste', moduleNumber: 4 });
    await expect(
      createPass('ana', acme, { ...truck(NOW, new Date(NOW.getTime() + HOUR)), module: 5 }, NOW),
    ).rejects.toMatchObject({
      message: 'gatePasses.error.module',
    });
    const bia = await tenantWith('bia', 'Outra', 6);
    await expect(findTenantPass(bia.tenantId, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(revokePass(bia, { passId: id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await searchPasses('ABC1D23')).rows.map((r) => r.id)).toEqual([id]);
    expect((await searchPasses('jose')).rows.map((r) => r.id)).toEqual([id]);
  });

  it('signs the pass link for its purpose and until the window ends', () => {
    const id = '0b0e3f4c-8c5e-4d55-9a57-2a8a3a2b1c10';
    const token = sign('gate-pass', id, new Date(NOW.getTime() + HOUR));
    expect(verify('gate-pass', token, NOW)).toBe(id);
    expect(verify('gate-pass', token, new Date(NOW.getTime() + 2 * HOUR))).toBeUndefined();
    const [, expires, signature] = token.split('.');
    expect(verify('gate-pass', `${id}.${Number(expires) + 3600}.${signature}`, NOW)).toBeUndefined();
    expect(verify('gate-pass', token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA'), NOW)).toBeUndefined();
  });

  it('checks a pass in once, even when two taps race, and tells the tenant', async () => {
    const acme = await tenantWith('ana', 'Acme', 4);
    await addUser(handle, 'guard', { role: 'guard' });
    const { id, code } = await createPass(
      'ana',
      acme,
      truck(new Date(NOW.getTime() - HOUR), new Date(NOW.getTime() + HOUR)),
      NOW,
    );
    expect((await todaysArrivals(1, NOW)).rows.map((r) => r.id)).toEqual([id]);
    expect((await passByCode(`${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`))?.tenantPhone).toBe(
      '+5584999990000',
    );
    const results = await Promise.allSettled([checkIn('guard', id, NOW), checkIn('guard', id, NOW)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: 'gatehouse.error.alreadyIn' });
    const [row] = await handle.db.select().from(gatePasses).where(eq(gatePasses.id, id));
    expect(row).toMatchObject({ checkedInBy: 'guard', checkedInAt: NOW });
    const told = await handle.db.select().from(notifications).where(eq(notifications.userId, 'ana'));
    expect(told.map((n) => n.titleKey)).toEqual(['gatePasses.notify.in']);
    await expect(revokePass(acme, { passId: id })).rejects.toMatchObject({ message: 'gatePasses.error.used' });
    await checkOut('guard', id, new Date(NOW.getTime() + HOUR / 2));
    await expect(checkOut('guard', id, NOW)).rejects.toMatchObject({ message: 'gatehouse.error.alreadyOut' });
  });

  it('refuses a pass outside its window, for another day, or revoked, saying which', async () => {
    const acme = await tenantWith('ana', 'Acme', 4);
    await addUser(handle, 'guard', { role: 'guard' });
    const later = await createPass(
      'ana',
      acme,
      truck(new Date(NOW.getTime() + 2 * HOUR), new Date(NOW.getTime() + 3 * HOUR)),
      NOW,
    );
    await expect(checkIn('guard', later.id, NOW)).rejects.toMatchObject({ message: 'gatehouse.error.outsideWindow' });
    const tomorrow = await createPass(
      'ana',
      acme,
      truck(new Date(NOW.getTime() + 24 * HOUR), new Date(NOW.getTime() + 26 * HOUR)),
      NOW,
    );
    await expect(checkIn('guard', tomorrow.id, NOW)).rejects.toMatchObject({ message: 'gatehouse.error.anotherDay' });
    const open = await createPass(
      'ana',
      acme,
      truck(new Date(NOW.getTime() - HOUR), new Date(NOW.getTime() + HOUR)),
      NOW,
    );
    await revokePass(acme, { passId: open.id });
    await expect(revokePass(acme, { passId: open.id })).rejects.toMatchObject({
      message: 'gatePasses.error.alreadyRevoked',
    });
    await expect(checkIn('guard', open.id, NOW)).rejects.toMatchObject({ message: 'gatehouse.error.revoked' });
    expect(siteDay(NOW)).toBe('2026-11-27');
  });

  it('registers a walk-in for the tenant of the module, waiting for its approval', async () => {
    await tenantWith('ana', 'Acme', 4);
    await addUser(handle, 'guard', { role: 'guard' });
    const { id } = await registerWalkIn(
      'guard',
      { kind: 'visitor', module: 4, name: 'Rita Alves', document: '12345678' },
      NOW,
    );
    await expect(checkIn('guard', id, NOW)).rejects.toMatchObject({ message: 'gatehouse.error.pending' });
    const told = await handle.db.select().from(notifications).where(eq(notifications.userId, 'ana'));
    expect(told.map((n) => n.titleKey)).toEqual(['gatePasses.notify.walkIn']);
    await expect(
      registerWalkIn('guard', { kind: 'visitor', module: 9, name: 'Rita Alves', document: '12345678' }, NOW),
    ).rejects.toMatchObject({ message: 'gatehouse.error.module' });
  });
});
