import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '@/server/db/client';
import { notifications, outbox, shipments, user } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { customerId } from '@/features/portal/portal-shell.server';
import { dashboardProps, relativeTime, SHIPMENTS_PAGE_SIZE, shipmentListProps } from './dashboard.server';
import { createShipmentSchema, validateShipmentForm, type CreateShipmentInput } from './shipment.schema';
import { createShipment, listNotifications, listShipments, shipmentStats } from './shipments.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await useTestDatabase();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE mail_outbox, shipments, notifications, "user" CASCADE`);
});

async function customer(id: string, locale = 'pt-BR') {
  const email = `${id}@example.com`;
  await handle.db.insert(user).values({ id, name: `Ana ${id}`, email, emailVerified: true, firstName: 'Ana', lastName: id, locale });
  return { id, email, name: `Ana ${id}`, locale };
}

const input = (overrides: Record<string, unknown> = {}): CreateShipmentInput =>
  z.parse(createShipmentSchema, {
    origin: 'Parnamirim/RN',
    destination: 'Recife/PE',
    weight: 12.5,
    senderName: 'Ana Souza',
    senderEmail: 'ana@example.com',
    receiverName: 'João Lima',
    receiverEmail: 'joao@example.com',
    ...overrides,
  });

describe(`shipments on ${testEngine}`, () => {
  it('stores a pending shipment, its notification and its email together', async () => {
    const owner = await customer('abcdef123');
    const created = await createShipment(owner, input());
    expect(created.trackingNumber).toMatch(/^PLP-[A-Z2-9]{8}$/);
    expect(created.status).toBe('pending');
    expect(Number(created.weightKg)).toBe(12.5);
    const notes = await listNotifications(owner.id);
    expect(notes.map((n) => n.title)).toEqual([`Envio ${created.trackingNumber} criado`]);
    const mails = await handle.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(owner.email);
    expect(mails[0]?.subject).toContain(created.trackingNumber);
    expect(mails[0]?.text).toContain('Recife/PE');
  });

  it('writes nothing when part of the transaction fails', async () => {
    // No such user: the shipment's foreign key fails, so no notification or email may remain.
    await expect(createShipment({ id: 'ghost', email: 'g@example.com', name: 'G' }, input())).rejects.toThrow();
    expect(await handle.db.select().from(shipments)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  it('counts total, in transit and pending, and lists the newest four', async () => {
    const owner = await customer('owner1');
    for (let i = 0; i < 5; i++) await createShipment(owner, input({ destination: `Cidade ${i}` }));
    const [first] = await listShipments(owner.id, 1);
    await handle.db.update(shipments).set({ status: 'in-transit' }).where(eq(shipments.id, first!.id));
    expect(await shipmentStats(owner.id)).toEqual({ total: 5, active: 1, pending: 4 });
    const recent = await listShipments(owner.id);
    expect(recent).toHaveLength(4);
    expect(recent[0]?.destination).toBe('Cidade 4');
    expect(await listNotifications(owner.id)).toHaveLength(3);
  });

  it('lists every shipment on the Shipments tab, a page at a time, newest first', async () => {
    const owner = await customer('owner2');
    const user = { id: owner.id, firstName: 'Ana', lastName: 'Lima' };
    for (let i = 0; i < SHIPMENTS_PAGE_SIZE + 2; i++) await createShipment(owner, input({ destination: `Cidade ${i}` }));
    const first = await shipmentListProps(user, 'pt-BR', 1);
    expect(first.shipments).toHaveLength(SHIPMENTS_PAGE_SIZE);
    expect(first.shipments[0]?.destination).toBe(`Cidade ${SHIPMENTS_PAGE_SIZE + 1}`);
    expect(first.countText).toBe(`${SHIPMENTS_PAGE_SIZE + 2} envios`);
    expect(first).toMatchObject({ previous: undefined, next: '/dashboard/shipments?pagina=2', pagesText: 'Página 1 de 2' });
    const second = await shipmentListProps(user, 'en', 2);
    expect(second.shipments.map((s) => s.destination)).toEqual(['Cidade 1', 'Cidade 0']);
    expect(second).toMatchObject({ previous: '/en/dashboard/shipments', next: undefined, pagesText: 'Page 2 of 2' });
    // A page past the end, or not a number, shows the nearest real page.
    expect((await shipmentListProps(user, 'en', 9)).pagesText).toBe('Page 2 of 2');
    expect((await shipmentListProps(user, 'en', Number.NaN)).pagesText).toBe('Page 1 of 2');
  });

  it('never shows one customer the shipments of another', async () => {
    const ana = await customer('ana00001');
    const bia = await customer('bia00001', 'en');
    await createShipment(ana, input());
    expect(await listShipments(bia.id)).toEqual([]);
    expect(await shipmentStats(bia.id)).toEqual({ total: 0, active: 0, pending: 0 });
    expect(await listNotifications(bia.id)).toEqual([]);
    const props = await dashboardProps({ id: bia.id, firstName: 'Bia', lastName: 'Costa' }, 'en');
    expect(props.shipments).toEqual([]);
    expect(props.shell.customerId).toBe('C-bia00');
    expect(props.shell.fullName).toBe('Bia Costa');
    expect((await shipmentListProps({ id: bia.id, firstName: 'Bia', lastName: 'Costa' }, 'en', 1)).shipments).toEqual([]);
  });

  it('writes the notification and email in the customer’s language', async () => {
    const bia = await customer('bia00002', 'en');
    const created = await createShipment(bia, input());
    expect((await listNotifications(bia.id))[0]?.title).toBe(`Shipment ${created.trackingNumber} created`);
    expect((await handle.db.select().from(outbox))[0]?.subject).toBe(`Shipment ${created.trackingNumber} created`);
  });
});

describe('the create-shipment schema', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    return data;
  };
  const valid = { origin: 'A', destination: 'B', weight: '3', senderName: 'S', senderEmail: 's@example.com', receiverName: 'R', receiverEmail: 'r@example.com' };

  it('accepts a complete form', () => {
    expect(validateShipmentForm(form(valid))).toEqual({});
  });

  it('requires every field, a positive weight and valid emails', () => {
    expect(validateShipmentForm(form({}))).toEqual({
      origin: 'portal.error.originRequired',
      destination: 'portal.error.destinationRequired',
      weight: 'portal.error.weight',
      senderName: 'portal.error.nameRequired',
      senderEmail: 'portal.error.emailInvalid',
      receiverName: 'portal.error.nameRequired',
      receiverEmail: 'portal.error.emailInvalid',
    });
    expect(validateShipmentForm(form({ ...valid, weight: '0' }))).toEqual({ weight: 'portal.error.weight' });
    expect(validateShipmentForm(form({ ...valid, weight: '-2' }))).toEqual({ weight: 'portal.error.weight' });
    expect(validateShipmentForm(form({ ...valid, receiverEmail: 'nope' }))).toEqual({ receiverEmail: 'portal.error.emailInvalid' });
    expect(validateShipmentForm(form({ ...valid, origin: '   ' }))).toEqual({ origin: 'portal.error.originRequired' });
  });
});

describe('dashboard helpers', () => {
  it('builds the customer ID from the first five characters', () => {
    expect(customerId('Xy12Zabcdef')).toBe('C-Xy12Z');
  });
  it('says how long ago, in the page’s language', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(relativeTime(new Date(now - 3 * 60_000), 'en', now)).toBe('3 minutes ago');
    expect(relativeTime(new Date(now - 2 * 3_600_000), 'pt-BR', now)).toBe('há 2 horas');
  });
});
