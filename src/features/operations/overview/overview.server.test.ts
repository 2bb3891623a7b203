import { inArray } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordShipmentEvent } from '@/features/portal/shipments/shipments.server';
import { newShipment } from '@/features/portal/shipment-operations/test-fixtures';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, leads, modules } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { enqueueMail } from '@/server/mail';
import { OverviewPage } from './overview-page';
import { overviewProps } from './overview-view.server';
import { overviewCounts, overviewWeeks } from './overview.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'modules', 'shipments', 'background_jobs', 'user']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

// Wednesday 25 November 2026, noon in Fortaleza (UTC−3): this week is 23–29 November.
const NOW = new Date('2026-11-25T15:00:00Z');

async function lead(
  createdAt: string,
  status: typeof leads.$inferInsert.status = 'new',
  moduleNumber: number | null = null,
) {
  await handle.db.insert(leads).values({
    fullName: 'Ana',
    email: 'ana@example.com',
    phone: '+5584999990000',
    locale: 'pt-BR',
    page: '/',
    status,
    moduleNumber,
    createdAt: new Date(createdAt),
  });
}

async function seedRows() {
  await lead('2026-11-16T02:59:00Z'); // Sunday 15th, 23:59 local: the week before last
  await lead('2026-11-16T03:00:00Z', 'contacted', 7); // Monday 16th, 00:00 local: last week
  await lead('2026-11-23T02:59:00Z', 'won', 7); // Sunday 22nd, 23:59 local: last week
  await lead('2026-11-23T03:00:00Z', 'new', 3); // Monday 23rd, 00:00 local: this week
  await lead('2026-11-25T14:00:00Z', 'lost'); // this week
  await lead('2026-11-30T02:59:00Z'); // Sunday 29th, 23:59 local: still this week
  await lead('2026-11-30T03:00:00Z'); // next Monday
  await handle.db
    .update(modules)
    .set({ status: 'reserved' })
    .where(inArray(modules.number, [4, 5]));
  const customer = await addUser(handle, 'cliente');
  await addUser(handle, 'outro');
  await addUser(handle, 'staff', { role: 'admin' });
  const first = await newShipment(customer);
  await newShipment(customer);
  await handle.db.transaction((tx) => recordShipmentEvent(tx, { shipmentId: first.id, status: 'approved' }));
  const failed = await enqueueMail(handle.db, { to: 'ana@example.com', subject: 'x', text: 'x' });
  await enqueueMail(handle.db, { to: 'bia@example.com', subject: 'y', text: 'y' });
  await handle.db
    .update(jobs)
    .set({ state: 'failed', attempts: 15 })
    .where(inArray(jobs.id, [failed]));
}

const countsOf = <T extends { value: string; count: number }>(rows: T[]) =>
  Object.fromEntries(rows.map((r) => [r.value, r.count]));

describe(`the admin overview on ${testEngine}`, () => {
  it('finds the weeks Monday to Sunday in Fortaleza, whatever the day', () => {
    expect(overviewWeeks(NOW)).toEqual({
      thisWeek: { from: '2026-11-23', to: '2026-11-29' },
      lastWeek: { from: '2026-11-16', to: '2026-11-22' },
    });
    // Sunday 23:30 in Fortaleza is already Monday in UTC.
    expect(overviewWeeks(new Date('2026-11-30T02:30:00Z')).thisWeek).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(overviewWeeks(new Date('2026-11-30T03:00:00Z')).thisWeek).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(overviewWeeks(new Date('2027-01-01T12:00:00Z')).lastWeek).toEqual({ from: '2026-12-21', to: '2026-12-27' });
  });

  it('counts every group against the rows', async () => {
    await seedRows();
    const counts = await overviewCounts(NOW);
    expect(counts.newLeads.thisWeek).toEqual({ from: '2026-11-23', to: '2026-11-29', count: 3 });
    expect(counts.newLeads.lastWeek).toEqual({ from: '2026-11-16', to: '2026-11-22', count: 2 });
    expect(countsOf(counts.leadsByStage)).toEqual({
      new: 4,
      contacted: 1,
      'visit-scheduled': 0,
      'proposal-sent': 0,
      won: 1,
      lost: 1,
    });
    expect(counts.leadsByModule).toEqual({
      modules: [
        { module: 3, count: 1 },
        { module: 7, count: 2 },
      ],
      none: 4,
    });
    expect(countsOf(counts.modules)).toEqual({ available: 10, reserved: 2, leased: 6 });
    expect(counts.accounts).toEqual({ customers: 2, staff: 1 });
    expect(countsOf(counts.shipments)).toMatchObject({ pending: 1, approved: 1, delivered: 0 });
    expect(counts.failedMail).toBe(1);
  });

  it('shows each number as a link to its list, saying what it counts', async () => {
    await seedRows();
    const props = await overviewProps('en', NOW);
    const items = Object.fromEntries(props.groups.map((g) => [g.id, g.items]));
    expect(items['novos-contatos']).toEqual([
      {
        label: 'This week (11/23 to 11/29)',
        count: 3,
        countText: '3',
        href: '/en/admin/leads?de=2026-11-23&ate=2026-11-29',
      },
      {
        label: 'Last week (11/16 to 11/22)',
        count: 2,
        countText: '2',
        href: '/en/admin/leads?de=2026-11-16&ate=2026-11-22',
      },
    ]);
    expect(items['contatos-por-etapa']?.[3]).toMatchObject({
      label: 'Proposal sent',
      count: 0,
      href: '/en/admin/leads?etapa=proposal-sent',
    });
    expect(items['contatos-por-modulo']?.map((i) => [i.label, i.href])).toEqual([
      ['Module 3', '/en/admin/leads?modulo=3'],
      ['Module 7', '/en/admin/leads?modulo=7'],
      ['No module', '/en/admin/leads?modulo=nenhum'],
    ]);
    expect(items.modulos?.[1]).toMatchObject({
      label: 'Reserved',
      count: 2,
      href: '/en/admin/modules?status=reserved',
    });
    expect(items.contas?.map((i) => i.href)).toEqual([
      '/en/admin/accounts?papel=user',
      '/en/admin/accounts?papel=admin',
    ]);
    expect(items.envios?.[1]).toMatchObject({
      label: 'Approved',
      count: 1,
      href: '/en/admin/shipments?status=approved',
    });
    expect(items.emails).toEqual([
      { label: 'Failed to send', count: 1, countText: '1', href: '/en/admin/mail?estado=failed' },
    ]);

    const pt = await overviewProps('pt-BR', NOW);
    expect(pt.groups[0]?.items[0]).toMatchObject({
      label: 'Esta semana (23/11 a 29/11)',
      href: '/admin/leads?de=2026-11-23&ate=2026-11-29',
    });
    const html = renderToStaticMarkup(createElement(OverviewPage, pt));
    expect(html).toContain('<h2 id="visao-contatos-por-etapa"');
    expect(html).toMatch(
      /<a href="\/admin\/leads\?etapa=won"[^>]*><span[^>]*>Ganho<span class="sr-only"> — Contatos por etapa<\/span><\/span><span[^>]*>1<\/span><\/a>/,
    );
    expect(html).not.toContain('<script');
  });

  it('says so when no lead names a module', async () => {
    const props = await overviewProps('pt-BR', NOW);
    const byModule = props.groups.find((g) => g.id === 'contatos-por-modulo');
    expect(byModule).toMatchObject({ items: [], empty: 'Nenhum contato ainda.' });
    expect(props.groups.find((g) => g.id === 'novos-contatos')?.items.map((i) => i.count)).toEqual([0, 0]);
    expect(props.groups.find((g) => g.id === 'atrasados')?.items).toMatchObject([
      { label: 'Leads atrasados', count: 0, href: '/admin/leads?atrasados=sim', alert: true },
    ]);
  });
});
