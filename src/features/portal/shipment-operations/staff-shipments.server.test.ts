import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { recordShipmentEvent } from '@/features/portal/shipments/shipments.server';
import type { ShipmentStatus } from '@/lib/statuses/shipment';
import type { DatabaseHandle } from '@/server/db/client';
import { shipments } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { startOfDay } from '@/lib/calendar-day';
import { ShipmentSummary } from './staff-shipment-detail';
import { getStaffShipment, STAFF_PAGE_SIZE, staffShipmentsPage } from './staff-shipments.server';
import { staffDetailProps, staffListProps, staffShipmentList } from './staff-shipments-view.server';
import { addUser, erasedCustomerShipment, newShipment } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['background_jobs', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const list = (query: string) => staffListProps(new URL(`http://site.test/admin/shipments${query}`), 'pt-BR');
const trackings = async (query: string) => (await list(query)).rows.map((r) => r.trackingNumber);

async function moveTo(shipmentId: string, ...statuses: ShipmentStatus[]) {
  for (const status of statuses)
    await handle.db.transaction((tx) => recordShipmentEvent(tx, { shipmentId, status, note: 'motivo' }));
}

async function setCreated(shipmentId: string, iso: string) {
  await handle.db
    .update(shipments)
    .set({ createdAt: new Date(iso) })
    .where(eq(shipments.id, shipmentId));
}

describe(`the staff list on ${testEngine}`, () => {
  it('shows every customer’s shipments, newest first, 20 a page, keeping the filters across pages', async () => {
    const ana = await addUser(handle, 'ana001', { name: 'Ana Souza' });
    const bia = await addUser(handle, 'bia001', { name: 'Bia Lima', locale: 'en' });
    for (let i = 0; i < STAFF_PAGE_SIZE + 3; i++) await newShipment(i % 2 ? ana : bia, { destination: `Cidade ${i}` });
    const first = await list('');
    expect(first.rows).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({
      route: `Parnamirim/RN → Cidade ${STAFF_PAGE_SIZE + 2}`,
      customerName: 'Bia Lima',
      customerEmail: bia.email,
      statusLabel: 'Pendente',
    });
    expect(first).toMatchObject({
      countText: `${STAFF_PAGE_SIZE + 3} envios`,
      pagesText: 'Página 1 de 2',
      previous: undefined,
      next: '/admin/shipments?pagina=2',
    });
    expect(new Set(first.rows.map((r) => r.customerName))).toEqual(new Set(['Ana Souza', 'Bia Lima']));

    const second = await list('?pagina=2');
    expect(second.rows.map((r) => r.route)).toEqual([
      'Parnamirim/RN → Cidade 2',
      'Parnamirim/RN → Cidade 1',
      'Parnamirim/RN → Cidade 0',
    ]);
    expect(second.previous).toBe('/admin/shipments');

    // Filters stay in the page links, in a fixed order.
    const filtered = await list('?status=pending&cliente=ana&q=Cidade&pagina=1');
    expect(filtered.rows.every((r) => r.customerName === 'Ana Souza')).toBe(true);
    expect(filtered.countText).toBe('11 envios');
    const en = await staffListProps(new URL('http://site.test/en/admin/shipments?q=cidade&pagina=1'), 'en');
    expect(en.next).toBe('/en/admin/shipments?q=cidade&pagina=2');
    expect(en.countText).toBe(`${STAFF_PAGE_SIZE + 3} shipments`);
  });

  it('ignores and reports bad filter values instead of failing', async () => {
    const ana = await addUser(handle, 'ana002');
    await newShipment(ana);
    const props = await list('?status=zzz&de=2026-99-99&ate=2026-02-30&pagina=-1');
    expect(props.rows).toHaveLength(1);
    expect(props.problems).toEqual([
      'Status desconhecido: filtro ignorado.',
      'Data inicial inválida: filtro ignorado.',
      'Data final inválida: filtro ignorado.',
    ]);
    expect(props.filters).toEqual({});
    // A page past the end shows the last one; text with NULs and pattern characters finds nothing odd.
    expect((await list('?pagina=999999')).rows).toHaveLength(1);
    expect(await trackings('?q=%00%25&cliente=%00_')).toEqual([]);
    expect((await list(`?q=${'x'.repeat(5000)}`)).filters.query).toHaveLength(200);
  });

  it('filters by status and by customer name or email', async () => {
    const ana = await addUser(handle, 'ana003', { name: 'Ana Souza' });
    const bia = await addUser(handle, 'bia003', { name: 'Bia Lima' });
    const a = await newShipment(ana);
    const b = await newShipment(bia);
    await moveTo(b.id, 'approved', 'in-transit');
    expect(await trackings('?status=in-transit')).toEqual([b.trackingNumber]);
    expect(await trackings('?status=pending')).toEqual([a.trackingNumber]);
    expect(await trackings('?cliente=SOUZA')).toEqual([a.trackingNumber]);
    expect(await trackings(`?cliente=${encodeURIComponent('bia003@example')}`)).toEqual([b.trackingNumber]);
    expect(await trackings('?cliente=ninguem')).toEqual([]);
    expect((await staffShipmentsPage({ status: 'in-transit', customer: 'ana' }, 1)).total).toBe(0);
  });

  it('searches tracking numbers as people type them, places and sender or receiver names', async () => {
    const ana = await addUser(handle, 'ana004');
    const a = await newShipment(ana, { origin: 'Mossoró/RN', receiverName: 'Caio Prado' });
    const b = await newShipment(ana, { destination: 'Fortaleza/CE', senderName: 'Duda Reis' });
    const typed = a.trackingNumber.toLowerCase().replaceAll('-', ' ');
    expect(await trackings(`?q=${encodeURIComponent(typed)}`)).toEqual([a.trackingNumber]);
    expect(await trackings(`?q=${a.trackingNumber.slice(0, 9)}`)).toContain(a.trackingNumber);
    expect(await trackings('?q=mossor')).toEqual([a.trackingNumber]);
    expect(await trackings('?q=fortaleza')).toEqual([b.trackingNumber]);
    expect(await trackings('?q=caio')).toEqual([a.trackingNumber]);
    expect(await trackings('?q=duda%20reis')).toEqual([b.trackingNumber]);
    expect(await trackings('?q=%25')).toEqual([]);
  });

  it('filters by creation day in Fortaleza time, both ends included', async () => {
    const ana = await addUser(handle, 'ana005');
    const late = await newShipment(ana); // 9 March, 23:30 in Fortaleza (already the 10th in UTC)
    const early = await newShipment(ana); // 10 March, 00:00 in Fortaleza
    const next = await newShipment(ana); // 11 March, 12:00
    await setCreated(late.id, '2026-03-10T02:30:00Z');
    await setCreated(early.id, '2026-03-10T03:00:00Z');
    await setCreated(next.id, '2026-03-11T15:00:00Z');
    expect(await trackings('?de=2026-03-09&ate=2026-03-09')).toEqual([late.trackingNumber]);
    expect(await trackings('?de=2026-03-10&ate=2026-03-10')).toEqual([early.trackingNumber]);
    expect(await trackings('?de=2026-03-10')).toEqual([next.trackingNumber, early.trackingNumber]);
    expect(await trackings('?ate=2026-03-10')).toEqual([early.trackingNumber, late.trackingNumber]);
    expect(await trackings('?de=2026-03-12&ate=2026-03-01')).toEqual([]);
    expect(startOfDay([2026, 3, 10]).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(startOfDay([2026, 3, 32]).toISOString()).toBe('2026-04-01T03:00:00.000Z');
    expect(startOfDay([2026, 3, 8], 'America/Sao_Paulo').toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(startOfDay([2018, 11, 4], 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDay([2018, 11, 5], 'America/Sao_Paulo').toISOString()).toBe('2018-11-05T02:00:00.000Z');
    expect(startOfDay([2019, 2, 17], 'America/Sao_Paulo').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('lists through the query directly, a page of any size', async () => {
    const ana = await addUser(handle, 'ana006');
    for (let i = 0; i < 3; i++) await newShipment(ana, { destination: `Destino ${i}` });
    const second = await staffShipmentsPage({}, 2, {}, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.rows.map((r) => r.destination)).toEqual(['Destino 0']);
  });
});

describe(`one shipment for the staff on ${testEngine}`, () => {
  it('is null for a malformed or unknown id', async () => {
    expect(await staffDetailProps('x', 'pt-BR')).toBeNull();
    expect(await staffDetailProps("1' OR '1'='1", 'pt-BR')).toBeNull();
    expect(await staffDetailProps('00000000-0000-4000-8000-000000000000', 'pt-BR')).toBeNull();
  });

  it('shows everything, only the moves allowed from the current status, and says when it is closed', async () => {
    const ana = await addUser(handle, 'ana007', { name: 'Ana Souza' });
    const s = await newShipment(ana, { weight: 1234.5 });
    const detail = await staffDetailProps(s.id, 'pt-BR');
    expect(detail).toMatchObject({
      trackingNumber: s.trackingNumber,
      customer: {
        name: 'Ana Souza',
        email: ana.email,
        shipmentsHref: `/admin/shipments?cliente=${encodeURIComponent(ana.email)}`,
      },
      weight: '1.234,5 kg',
      sender: { name: 'Ana Souza', email: 'ana@example.com' },
      receiver: { name: 'João Lima', email: 'joao@example.com' },
      carrier: null,
      closedText: undefined,
    });
    expect(detail?.moveOptions.map((o) => o.value)).toEqual(['approved', 'collected', 'exception', 'cancelled']);
    expect(detail?.events).toMatchObject([{ status: 'pending', statusLabel: 'Pendente', actor: 'Ana Souza' }]);
    expect((await staffDetailProps(s.id, 'en'))?.weight).toBe('1,234.5 kg');

    await moveTo(s.id, 'collected', 'in-transit', 'out-for-delivery', 'delivered');
    const closed = await staffDetailProps(s.id, 'en');
    expect(closed?.moveOptions).toEqual([]);
    expect(closed?.closedText).toBe('This shipment is closed (Delivered): its status no longer changes.');
    expect(closed?.events.map((e) => e.status)).toEqual([
      'delivered',
      'out-for-delivery',
      'in-transit',
      'collected',
      'pending',
    ]);
  });

  it('is shown without the person once the customer erased their account', async () => {
    const s = await erasedCustomerShipment(handle, 'ana008');
    expect((await list('')).rows).toMatchObject([
      { trackingNumber: s.trackingNumber, customerName: 'Conta excluída', customerEmail: '' },
    ]);
    expect(await getStaffShipment(s.id)).toMatchObject({ shipment: { id: s.id, userId: null }, customer: null });

    const detail = await staffDetailProps(s.id, 'pt-BR');
    expect(detail).toMatchObject({
      trackingNumber: s.trackingNumber,
      customer: null,
      moveOptions: expect.arrayContaining([{ value: 'approved', label: 'Aprovado' }]),
    });
    if (!detail) throw new Error('no detail');
    const html = renderToStaticMarkup(createElement(ShipmentSummary, detail));
    expect(html).toContain('data-testid="customer-erased">Conta excluída<');
    expect(html).not.toContain('ana008');
    expect(html).not.toContain('Envios deste cliente');
    expect(html).not.toContain('?cliente=');
    const en = await staffDetailProps(s.id, 'en');
    if (!en) throw new Error('no detail');
    expect(renderToStaticMarkup(createElement(ShipmentSummary, en))).toContain('>Deleted account<');
  });
});

describe(`reading the filters on ${testEngine}`, () => {
  it('keeps good values, drops control characters and reads the page leniently', async () => {
    const parse = (q: string) => staffShipmentList.read(new URLSearchParams(q));
    expect(parse('q=%20PLP%00-1%20&status=delivered&de=2026-01-31&pagina=3')).toEqual({
      q: 'PLP-1',
      status: 'delivered',
      de: '2026-01-31',
      pagina: 3,
    });
    for (const page of ['-1', '0', 'abc', '1e3', '9999999']) expect(parse(`pagina=${page}`).pagina).toBe(1);
    expect((await list('?q=%20PLP%00-1%20&status=delivered&de=2026-01-31')).filters).toEqual({
      query: 'PLP-1',
      status: 'delivered',
      from: '2026-01-31',
    });
    expect((await list('?de=1899-12-31&ate=2026-13-01')).problems).toEqual([
      'Data inicial inválida: filtro ignorado.',
      'Data final inválida: filtro ignorado.',
    ]);
  });
});
