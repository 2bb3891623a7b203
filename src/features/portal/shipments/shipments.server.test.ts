import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationsPageProps } from '@/features/portal/notifications/notifications-page.server';
import { listNotifications } from '@/features/portal/notifications/notifications.server';
import { customerId } from '@/lib/customer-id';
import { validateForm } from '@/lib/forms/validate-form';
import type { ShipmentStatus } from '@/lib/statuses/shipment';
import { parseTrackingNumber } from '@/lib/tracking/tracking-number';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, notifications, shipmentEvents, shipments, user } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { relativeTime } from '@/lib/relative-time';
import { dashboardProps, SHIPMENTS_PAGE_SIZE, shipmentListProps } from './dashboard.server';
import { createShipmentSchema } from './shipment.schema';
import { addUser, queuedMail as queued, shipmentInput } from './test-fixtures';
import {
  createShipment,
  listShipmentEvents,
  listShipments,
  recordShipmentEvent,
  shipmentStats,
} from './shipments.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['background_jobs', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const queuedMail = () => queued(handle);

/** The database's reason for refusing a statement (drizzle wraps it as the error's cause). */
async function refusal(statement: PromiseLike<unknown>) {
  const error: unknown = await Promise.resolve(statement).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error('the statement was accepted');
  return String((error as { cause?: unknown }).cause ?? error);
}

/** Staff moving a shipment along, one event (and transaction) per status. */
async function moveShipment(shipmentId: string, ...statuses: ShipmentStatus[]) {
  for (const status of statuses) {
    await handle.db.transaction((tx) => recordShipmentEvent(tx, { shipmentId, status, note: `para ${status}` }));
  }
}

const customer = (id: string, locale = 'pt-BR') => addUser(handle, id, { locale });
const input = shipmentInput;

describe(`shipments on ${testEngine}`, () => {
  it('stores a pending shipment, its notification and its email together', async () => {
    const owner = await customer('abcdef123');
    const created = await createShipment(owner, input());
    expect(parseTrackingNumber(created.trackingNumber)).toEqual({ ok: true, trackingNumber: created.trackingNumber });
    expect(created.status).toBe('pending');
    expect(Number(created.weightKg)).toBe(12.5);
    const notes = await listNotifications(owner.id);
    expect(notes.map((n) => n.title)).toEqual([`Envio ${created.trackingNumber} criado`]);
    expect(notes[0]?.link).toBe('/dashboard/shipments');
    const mails = await queuedMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(owner.email);
    expect(mails[0]?.subject).toContain(created.trackingNumber);
    expect(mails[0]?.text).toContain('Recife/PE');
    expect(mails[0]).toMatchObject({ causeKind: 'shipment', causeId: created.id });
    const events = await listShipmentEvents(created.id);
    expect(events).toMatchObject([
      { status: 'pending', actorId: owner.id, actorName: owner.name, place: null, note: null },
    ]);
  });

  it('creates a shipment once per submission key: a retry gets the same one, another customer their own', async () => {
    const ana = await customer('ana00009');
    const bia = await customer('bia00009');
    const submission = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const first = await createShipment(ana, input({ submission }));
    const retry = await createShipment(ana, input({ submission }));
    expect(retry.id).toBe(first.id);
    expect(retry.trackingNumber).toBe(first.trackingNumber);
    const other = await createShipment(bia, input({ submission }));
    expect(other.id).not.toBe(first.id);
    expect(other.userId).toBe(bia.id);
    expect(await handle.db.select().from(shipments)).toHaveLength(2);
    expect(await queuedMail()).toHaveLength(2);
  });

  it('writes nothing when part of the transaction fails', async () => {
    // No such user: the shipment's foreign key fails, so no notification or email may remain.
    await expect(createShipment({ id: 'ghost', email: 'g@example.com', name: 'G' }, input())).rejects.toThrow();
    expect(await handle.db.select().from(shipments)).toHaveLength(0);
    expect(await handle.db.select().from(shipmentEvents)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    expect(await handle.db.select().from(jobs)).toHaveLength(0);
  });

  it('counts total, in transit and pending, and lists the newest four', async () => {
    const owner = await customer('owner1');
    for (let i = 0; i < 5; i++) await createShipment(owner, input({ destination: `Cidade ${i}` }));
    const [first] = await listShipments(owner.id, { limit: 1 });
    await moveShipment(first!.id, 'approved', 'in-transit');
    expect(await shipmentStats(owner.id)).toEqual({ total: 5, active: 1, pending: 4 });
    const recent = await listShipments(owner.id);
    expect(recent).toHaveLength(4);
    expect(recent[0]?.destination).toBe('Cidade 4');
    expect(await listNotifications(owner.id)).toHaveLength(3);
  });

  const page = (n: number) => new URLSearchParams({ pagina: String(n) });

  it('lists every shipment on the Shipments tab, a page at a time, newest first', async () => {
    const owner = await customer('owner2');
    const user = { id: owner.id, firstName: 'Ana', lastName: 'Lima' };
    for (let i = 0; i < SHIPMENTS_PAGE_SIZE + 2; i++)
      await createShipment(owner, input({ destination: `Cidade ${i}` }));
    const first = await shipmentListProps(user, 'pt-BR', page(1));
    expect(first.shipments).toHaveLength(SHIPMENTS_PAGE_SIZE);
    expect(first.shipments[0]?.destination).toBe(`Cidade ${SHIPMENTS_PAGE_SIZE + 1}`);
    expect(first.countText).toBe(`${SHIPMENTS_PAGE_SIZE + 2} envios`);
    expect(first).toMatchObject({
      previous: undefined,
      next: '/dashboard/shipments?pagina=2',
      pagesText: 'Página 1 de 2',
    });
    const second = await shipmentListProps(user, 'en', page(2));
    expect(second.shipments.map((s) => s.destination)).toEqual(['Cidade 1', 'Cidade 0']);
    expect(second).toMatchObject({ previous: '/en/dashboard/shipments', next: undefined, pagesText: 'Page 2 of 2' });
    // A page past the end, or not a number, shows the nearest real page.
    expect((await shipmentListProps(user, 'en', page(9))).pagesText).toBe('Page 2 of 2');
    expect((await shipmentListProps(user, 'en', new URLSearchParams('pagina=abc'))).pagesText).toBe('Page 1 of 2');
  });

  it('never shows one customer the shipments of another', async () => {
    const ana = await customer('ana00001');
    const bia = await customer('bia00001', 'en');
    await createShipment(ana, input());
    expect(await listShipments(bia.id)).toEqual([]);
    expect(await shipmentStats(bia.id)).toEqual({ total: 0, active: 0, pending: 0 });
    expect(await listNotifications(bia.id)).toEqual([]);
    const props = await dashboardProps({ id: bia.id }, 'en');
    expect(props.shipments).toEqual([]);
    expect((await shipmentListProps({ id: bia.id }, 'en', page(1))).shipments).toEqual([]);
  });

  it('writes the email in the customer’s language, and shows the notification in the page’s', async () => {
    const bia = await customer('bia00002', 'en');
    const created = await createShipment(bia, input());
    const tracking = created.trackingNumber;
    expect((await queuedMail())[0]?.subject).toBe(`Shipment ${tracking} created`);
    // An English account on the Portuguese pages reads it in Portuguese, and in English under /en.
    const list = async (locale: 'pt-BR' | 'en') =>
      (await notificationsPageProps(bia, locale, new URLSearchParams())).items[0];
    expect(await list('pt-BR')).toMatchObject({
      title: `Envio ${tracking} criado`,
      body: 'Parnamirim/RN → Recife/PE',
      link: '/dashboard/shipments',
    });
    expect(await list('en')).toMatchObject({ title: `Shipment ${tracking} created`, link: '/en/dashboard/shipments' });
    expect((await dashboardProps(bia, 'pt-BR')).notifications[0]?.title).toBe(`Envio ${tracking} criado`);
    expect((await dashboardProps(bia, 'en')).notifications[0]?.title).toBe(`Shipment ${tracking} created`);
  });

  it('labels every status in the page’s language', async () => {
    const owner = await customer('labels01');
    const created = await createShipment(owner, input());
    await moveShipment(created.id, 'collected', 'in-transit', 'out-for-delivery');
    const [row] = (await dashboardProps({ id: owner.id }, 'pt-BR')).shipments;
    expect(row).toMatchObject({ status: 'out-for-delivery', statusLabel: 'Saiu para entrega' });
    expect((await dashboardProps({ id: owner.id }, 'en')).shipments[0]?.statusLabel).toBe('Out for delivery');
  });
});

describe(`shipment events on ${testEngine}`, () => {
  it('moves a shipment through its events and lists them newest first', async () => {
    const owner = await customer('events01');
    const staff = await customer('staff001');
    const created = await createShipment(owner, input());
    const before = (await listShipments(owner.id))[0]!.updatedAt;
    await handle.db.transaction((tx) =>
      recordShipmentEvent(tx, {
        shipmentId: created.id,
        status: 'collected',
        place: ' Parnamirim/RN ',
        actorId: staff.id,
      }),
    );
    await handle.db.transaction((tx) =>
      recordShipmentEvent(tx, { shipmentId: created.id, status: 'in-transit', place: 'BR-101' }),
    );
    const [shipment] = await listShipments(owner.id);
    expect(shipment?.status).toBe('in-transit');
    expect(shipment!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    const events = await listShipmentEvents(created.id);
    expect(events.map((e) => [e.status, e.place, e.actorName])).toEqual([
      ['in-transit', 'BR-101', null],
      ['collected', 'Parnamirim/RN', staff.name],
      ['pending', null, owner.name],
    ]);
    expect(await shipmentStats(owner.id)).toEqual({ total: 1, active: 1, pending: 0 });
  });

  it('refuses a move the flow does not allow, or an exception without a reason, writing nothing', async () => {
    const NOT_ALLOWED = { code: 'CONFLICT', message: 'shipmentOps.error.notAllowed' };
    const REASON_REQUIRED = { code: 'BAD_REQUEST', message: 'shipmentOps.error.reasonRequired' };
    const owner = await customer('events02');
    const created = await createShipment(owner, input());
    const attempt = (status: ShipmentStatus, note?: string) =>
      handle.db.transaction((tx) => recordShipmentEvent(tx, { shipmentId: created.id, status, note }));
    await expect(attempt('delivered')).rejects.toMatchObject(NOT_ALLOWED);
    await expect(attempt('exception', '  ')).rejects.toMatchObject(REASON_REQUIRED);
    await expect(attempt('cancelled')).rejects.toMatchObject(REASON_REQUIRED);
    await expect(
      handle.db.transaction((tx) =>
        recordShipmentEvent(tx, { shipmentId: '00000000-0000-0000-0000-000000000000', status: 'approved' }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'shipmentOps.error.notFound' });
    expect((await listShipmentEvents(created.id)).map((e) => e.status)).toEqual(['pending']);
    await attempt('exception', 'Endereço não encontrado');
    await attempt('cancelled', 'Cliente desistiu');
    await expect(attempt('approved')).rejects.toMatchObject(NOT_ALLOWED);
    expect((await listShipments(owner.id))[0]?.status).toBe('cancelled');
  });

  it('the database refuses a status that does not come from an event', async () => {
    const owner = await customer('events03');
    const created = await createShipment(owner, input());
    // Written directly, even to a valid status: refused, the shipment stays as its events say.
    expect(
      await refusal(handle.db.update(shipments).set({ status: 'delivered' }).where(eq(shipments.id, created.id))),
    ).toMatch(/newest event says pending/);
    // A shipment without its first event.
    expect(
      await refusal(
        handle.db.insert(shipments).values({
          userId: owner.id,
          trackingNumber: 'PLP-NOEVENT1',
          origin: 'A',
          destination: 'B',
          weightKg: '1',
          senderName: 'S',
          senderEmail: 's@example.com',
          receiverName: 'R',
          receiverEmail: 'r@example.com',
        }),
      ),
    ).toMatch(/\(no event\)/);
    // A status outside the enum, and rewriting or deleting history.
    expect(
      await refusal(
        handle.db.execute(
          sql`INSERT INTO shipment_events (shipment_id, status) VALUES (${created.id}, 'lost-in-space')`,
        ),
      ),
    ).toMatch(/shipment_events_status_check/);
    expect(
      await refusal(
        handle.db.update(shipmentEvents).set({ status: 'delivered' }).where(eq(shipmentEvents.shipmentId, created.id)),
      ),
    ).toMatch(/never changed or deleted/);
    expect(await refusal(handle.db.delete(shipmentEvents).where(eq(shipmentEvents.shipmentId, created.id)))).toMatch(
      /never changed or deleted/,
    );
    expect(await listShipments(owner.id)).toMatchObject([
      { trackingNumber: created.trackingNumber, status: 'pending' },
    ]);
    expect(await listShipmentEvents(created.id)).toHaveLength(1);
    // Deleting a staff account keeps the history without its name; so does deleting the
    // customer's account (LGPD erasure): the shipment and its history stay, without the person.
    const staff = await customer('staff003');
    await moveShipment(created.id, 'approved');
    await handle.db.transaction((tx) =>
      recordShipmentEvent(tx, { shipmentId: created.id, status: 'collected', actorId: staff.id }),
    );
    await handle.db.delete(user).where(eq(user.id, staff.id));
    expect((await listShipmentEvents(created.id)).map((e) => [e.status, e.actorId])).toEqual([
      ['collected', null],
      ['approved', null],
      ['pending', owner.id],
    ]);
    await handle.db.delete(user).where(eq(user.id, owner.id));
    expect(
      await handle.db.select({ userId: shipments.userId }).from(shipments).where(eq(shipments.id, created.id)),
    ).toEqual([{ userId: null }]);
    expect((await listShipmentEvents(created.id)).map((e) => [e.status, e.actorId])).toEqual([
      ['collected', null],
      ['approved', null],
      ['pending', null],
    ]);
  });
});

describe('the create-shipment schema', () => {
  const validateShipmentForm = (data: FormData) => validateForm(createShipmentSchema, data);
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    return data;
  };
  const valid = {
    origin: 'A',
    destination: 'B',
    weight: '3',
    senderName: 'S',
    senderEmail: 's@example.com',
    receiverName: 'R',
    receiverEmail: 'r@example.com',
  };

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
    expect(validateShipmentForm(form({ ...valid, receiverEmail: 'nope' }))).toEqual({
      receiverEmail: 'portal.error.emailInvalid',
    });
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
