import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createChargeSchema } from '@/features/portal/charges/charges.schema';
import { createCharge } from '@/features/portal/charges/charges.server';
import { newShipment } from '@/features/portal/shipment-operations/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { accountDetailProps } from './account-detail-view.server';
import { ACCOUNTS_PAGE_SIZE } from './accounts-queries.server';
import { accountsListProps } from './accounts-view.server';
import { addSession, addUser, enableTwoFactor } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'charges', 'shipments', 'support_requests', 'documents', 'user'],
);

const list = async (query = '', locale: 'pt-BR' | 'en' = 'pt-BR') =>
  accountsListProps(new URL(`http://site.test/admin/accounts${query}`), locale);
const emails = async (query: string) => (await list(query)).rows.map((r) => r.email);

async function setup() {
  await addUser(handle, 'staff', { role: 'admin', name: 'Ana Staff' });
  await addUser(handle, 'joana', { name: 'Joana Transportes' });
  await addUser(handle, 'pedro', { name: 'Pedro Armazéns' });
  await handle.db.update(user).set({ banned: true, banReason: 'Inadimplente' }).where(eq(user.id, 'pedro'));
}

describe(`the staff's accounts pages on ${testEngine}`, () => {
  it('searches by name or email and filters by role and state, with the filters kept in the links', async () => {
    await setup();
    expect((await emails('')).sort()).toEqual(['joana@example.com', 'pedro@example.com', 'staff@example.com']);
    expect(await emails('?q=transp')).toEqual(['joana@example.com']);
    expect(await emails('?q=PEDRO%40')).toEqual(['pedro@example.com']);
    expect((await emails('?papel=user')).sort()).toEqual(['joana@example.com', 'pedro@example.com']);
    expect(await emails('?papel=admin')).toEqual(['staff@example.com']);
    expect(await emails('?estado=suspenso')).toEqual(['pedro@example.com']);
    expect(await emails('?papel=user&estado=ativo')).toEqual(['joana@example.com']);
    // Unknown values are ignored, not errors.
    expect(await emails('?papel=root&estado=x&pagina=abc')).toHaveLength(3);

    const page = await list('?q=a&papel=user&estado=suspenso');
    expect(page.filters).toEqual({ query: 'a', role: 'user', state: 'suspenso' });
    expect(page.countText).toBe('1 conta');
    expect(page.rows[0]).toMatchObject({
      name: 'Pedro Armazéns',
      roleLabel: 'Cliente',
      stateLabel: 'Suspensa',
      href: '/admin/accounts/pedro',
    });
    expect(page.clearHref).toBe('/admin/accounts');
    const en = await list('?papel=admin', 'en');
    expect(en.rows[0]).toMatchObject({ roleLabel: 'Staff', stateLabel: 'Active', href: '/en/admin/accounts/staff' });
  });

  it('pages through many accounts, keeping the filters', async () => {
    for (let i = 0; i < ACCOUNTS_PAGE_SIZE + 2; i += 1) await addUser(handle, `c${String(i).padStart(2, '0')}`);
    const first = await list('?papel=user');
    expect(first.rows).toHaveLength(ACCOUNTS_PAGE_SIZE);
    expect(first.pagesText).toBe('Página 1 de 2');
    expect(first.next).toBe('/admin/accounts?papel=user&pagina=2');
    const second = await list('?papel=user&pagina=2');
    expect(second.rows).toHaveLength(2);
    expect(second.previous).toBe('/admin/accounts?papel=user');
    expect((await list('?papel=user&pagina=99')).rows).toHaveLength(2);
  });

  it('shows a customer’s profile, last sign-in and newest records with links to the staff pages', async () => {
    await setup();
    const joana = { id: 'joana', email: 'joana@example.com', name: 'Joana Transportes', locale: 'pt-BR' };
    const shipment = await newShipment(joana, { destination: 'Natal/RN' });
    await createCharge(
      { id: 'staff', name: 'Ana Staff', email: 'staff@example.com' },
      z.parse(createChargeSchema, {
        customerEmail: joana.email,
        description: 'Armazenagem',
        amount: '100,00',
        dueDate: '2030-01-10',
      }),
    );
    await addSession(handle, 'joana', new Date('2026-11-20T12:00:00Z'));
    await enableTwoFactor(handle, 'joana');

    const detail = await accountDetailProps('joana', 'pt-BR', 'staff');
    expect(detail?.account).toMatchObject({
      name: 'Joana Transportes',
      role: 'user',
      state: 'active',
      verifiedLabel: 'Confirmado',
      twoFactorLabel: 'Ativada',
      lastSignIn: '20/11/2026, 09:00',
      canTurnOffTwoFactor: true,
      self: false,
    });
    const sections = Object.fromEntries((detail?.records ?? []).map((s) => [s.key, s]));
    expect(sections.shipments).toMatchObject({ total: 1, href: '/admin/shipments?cliente=joana%40example.com' });
    expect(sections.shipments?.lines[0]).toMatchObject({
      href: `/admin/shipments/${shipment.id}`,
      pill: { kind: 'shipment', value: 'pending' },
    });
    expect(sections.shipments?.lines[0]?.text).toContain('Natal/RN');
    expect(sections.charges?.lines[0]).toMatchObject({
      text: 'Armazenagem · R$ 100,00',
      pill: { kind: 'charge', value: 'open', label: 'Em aberto' },
    });
    expect(sections.documents).toMatchObject({
      total: 0,
      lines: [],
      href: '/admin/documents?status=all&cliente=joana%40example.com',
    });
    expect(sections.requests?.href).toBe('/admin/support?status=all&q=joana%40example.com');
  });

  it('shows staff accounts without customer records, and their own page without self-service forms', async () => {
    await setup();
    const own = await accountDetailProps('staff', 'en', 'staff');
    expect(own?.records).toBeNull();
    expect(own?.account).toMatchObject({
      self: true,
      roleLabel: 'Staff',
      lastSignIn: 'No open session',
      canTurnOffTwoFactor: false,
    });
  });

  it('answers null (a 404) for a malformed id and for an account that is gone', async () => {
    await setup();
    await handle.db.delete(user).where(eq(user.id, 'joana'));
    expect(await accountDetailProps('joana', 'pt-BR', 'staff')).toBeNull();
    expect(await accountDetailProps("x' OR 1=1", 'pt-BR', 'staff')).toBeNull();
    expect(await accountDetailProps('a'.repeat(65), 'pt-BR', 'staff')).toBeNull();
  });
});
