import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { listNotifications } from '@/features/portal/notifications/notifications.server';
import { listShipmentEvents } from '@/features/portal/shipments/shipments.server';
import { formatDateTime } from '@/lib/format';
import { config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, jobs, notifications, shipmentEvents, shipments } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { carrierSchema, moveShipmentSchema } from './shipment-operations.schema';
import { moveShipment, setCarrier } from './shipment-operations.server';
import { addUser, erasedCustomerShipment, newShipment, queuedMail, type TestUser } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const move = (actor: TestUser, input: Record<string, unknown>) =>
  moveShipment(actor, z.parse(moveShipmentSchema, input));
const carrier = (actor: TestUser, input: Record<string, unknown>) => setCarrier(actor, z.parse(carrierSchema, input));
const audit = async () =>
  (await handle.db.select().from(auditLog).orderBy(auditLog.id)).map((e) => [
    e.actorId,
    e.action,
    e.subjectKind,
    e.subjectId,
    e.before,
    e.after,
  ]);

const NOT_ALLOWED = { code: 'CONFLICT', message: 'shipmentOps.error.notAllowed' };
const STALE = { code: 'CONFLICT', message: 'shipmentOps.error.stale' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'shipmentOps.error.notFound' };

/** What a refused operation left behind: nothing beyond what creating the shipment wrote. */
async function counts(shipmentId: string) {
  const [events, notes, mails] = await Promise.all([
    handle.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId)),
    handle.db.select().from(notifications),
    handle.db.select().from(jobs),
  ]);
  return { events: events.length, notifications: notes.length, jobs: mails.length };
}

describe(`moving a shipment on ${testEngine}`, () => {
  it('writes the event, the notification and the email together, in the customer’s language', async () => {
    const staff = await addUser(handle, 'staff01', { role: 'admin', name: 'Carla Staff' });
    const customer = await addUser(handle, 'cust01', { locale: 'en', name: 'Bia Costa' });
    const shipment = await newShipment(customer);
    await move(staff, { shipmentId: shipment.id, fromStatus: 'pending', status: 'approved' });
    await move(staff, {
      shipmentId: shipment.id,
      fromStatus: 'approved',
      status: 'in-transit',
      place: ' Natal/RN ',
      note: 'Na BR-101',
    });

    const events = await listShipmentEvents(shipment.id);
    expect(events.map((e) => [e.status, e.place, e.note, e.actorName])).toEqual([
      ['in-transit', 'Natal/RN', 'Na BR-101', 'Carla Staff'],
      ['approved', null, null, 'Carla Staff'],
      ['pending', null, null, 'Bia Costa'],
    ]);
    const [current] = await handle.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(current?.status).toBe('in-transit');

    const [latest] = await listNotifications(customer.id, 1);
    expect(latest).toMatchObject({
      title: `Shipment ${shipment.trackingNumber} is in transit`,
      body: 'Natal/RN — Na BR-101',
      link: `/en/dashboard/shipments/${shipment.id}`,
    });
    const mail = (await queuedMail(handle)).at(-1);
    expect(mail).toMatchObject({
      to: customer.email,
      subject: `Shipment ${shipment.trackingNumber}: In transit`,
      causeKind: 'shipment',
      causeId: shipment.id,
    });
    expect(mail?.text).toContain('Hello Bia Costa,');
    expect(mail?.text).toContain('Place: Natal/RN');
    expect(mail?.text).toContain('Note: Na BR-101');
    expect(mail?.text).toContain(`When: ${formatDateTime(events[0]!.createdAt, 'en')} (Fortaleza time)`);
    expect(mail?.text).toContain(
      `Follow the shipment: ${config().publicSiteUrl}/en/dashboard/shipments/${shipment.id}`,
    );
    expect(await audit()).toEqual([
      [
        'staff01',
        'shipment.move',
        'shipment',
        shipment.id,
        { status: 'pending' },
        { status: 'approved', place: null, note: null },
      ],
      [
        'staff01',
        'shipment.move',
        'shipment',
        shipment.id,
        { status: 'approved' },
        { status: 'in-transit', place: 'Natal/RN', note: 'Na BR-101' },
      ],
    ]);
  });

  it('writes to a Portuguese-speaking customer in Portuguese, whatever the staff’s language', async () => {
    const staff = await addUser(handle, 'staff02', { role: 'admin', locale: 'en' });
    const customer = await addUser(handle, 'cust02');
    const shipment = await newShipment(customer);
    await move(staff, { shipmentId: shipment.id, status: 'exception', note: 'Endereço não encontrado' });
    expect((await listNotifications(customer.id, 1))[0]).toMatchObject({
      title: `Ocorrência no envio ${shipment.trackingNumber}`,
      link: `/dashboard/shipments/${shipment.id}`,
    });
    const mail = (await queuedMail(handle)).at(-1);
    expect(mail?.subject).toBe(`Envio ${shipment.trackingNumber}: Ocorrência`);
    expect(mail?.text).toContain('Observação: Endereço não encontrado');
    expect(mail?.text).not.toContain('Local:');
    expect(mail?.text).toContain('(horário de Fortaleza)');
  });

  it('refuses a move the flow does not allow, a missing reason, a stale page and an unknown shipment, writing nothing', async () => {
    const staff = await addUser(handle, 'staff03', { role: 'admin' });
    const customer = await addUser(handle, 'cust03');
    const shipment = await newShipment(customer);
    const before = await counts(shipment.id);
    await expect(move(staff, { shipmentId: shipment.id, status: 'delivered' })).rejects.toMatchObject(NOT_ALLOWED);
    // The schema asks for the reason; the server refuses it too when the schema is bypassed.
    expect(
      z.safeParse(moveShipmentSchema, { shipmentId: shipment.id, status: 'cancelled', note: '  ' }).error?.issues[0],
    ).toMatchObject({
      path: ['note'],
      message: 'shipmentOps.error.reasonRequired',
    });
    await expect(
      moveShipment(staff, { shipmentId: shipment.id, status: 'cancelled', note: ' ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'shipmentOps.error.reasonRequired' });
    await expect(
      move(staff, { shipmentId: shipment.id, fromStatus: 'approved', status: 'collected' }),
    ).rejects.toMatchObject(STALE);
    await expect(
      move(staff, { shipmentId: '00000000-0000-4000-8000-000000000000', status: 'approved' }),
    ).rejects.toMatchObject(NOT_FOUND);
    expect(await counts(shipment.id)).toEqual(before);
    expect((await listShipmentEvents(shipment.id)).map((e) => e.status)).toEqual(['pending']);

    await move(staff, { shipmentId: shipment.id, status: 'cancelled', note: 'Cliente desistiu' });
    const closed = await counts(shipment.id);
    await expect(move(staff, { shipmentId: shipment.id, status: 'approved' })).rejects.toMatchObject(NOT_ALLOWED);
    expect(await counts(shipment.id)).toEqual(closed);
  });

  it('applies two staff moves from the same page one at a time: the second is stale', async () => {
    const staff = await addUser(handle, 'staff04', { role: 'admin' });
    const customer = await addUser(handle, 'cust04');
    const shipment = await newShipment(customer);
    const results = await Promise.allSettled([
      move(staff, { shipmentId: shipment.id, fromStatus: 'pending', status: 'approved' }),
      move(staff, { shipmentId: shipment.id, fromStatus: 'pending', status: 'collected' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: STALE });
    expect(await listShipmentEvents(shipment.id)).toHaveLength(2);
    expect(await queuedMail(handle)).toHaveLength(2);
  });

  it('rolls everything back when a later write fails', async () => {
    const staff = await addUser(handle, 'staff05', { role: 'admin' });
    const customer = await addUser(handle, 'cust05');
    const shipment = await newShipment(customer);
    const before = await counts(shipment.id);
    // The mail queue refuses new rows: the event and the notification written before it must go too.
    await handle.db.execute(
      sql`CREATE FUNCTION refuse_jobs() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'queue down'; END $$`,
    );
    await handle.db.execute(
      sql`CREATE TRIGGER refuse_jobs BEFORE INSERT ON background_jobs FOR EACH ROW EXECUTE FUNCTION refuse_jobs()`,
    );
    try {
      await expect(
        move(staff, { shipmentId: shipment.id, status: 'approved', place: 'Parnamirim/RN' }),
      ).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`DROP TRIGGER refuse_jobs ON background_jobs`);
      await handle.db.execute(sql`DROP FUNCTION refuse_jobs()`);
    }
    expect(await counts(shipment.id)).toEqual(before);
    expect(await audit()).toEqual([]);
    const [row] = await handle.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.status).toBe('pending');
  });
});

describe(`a shipment's carrier on ${testEngine}`, () => {
  it('records a Correios code in its S10 form, tells the customer once, and clears it', async () => {
    const staff = await addUser(handle, 'staff06', { role: 'admin' });
    const customer = await addUser(handle, 'cust06');
    const shipment = await newShipment(customer);
    expect(
      await carrier(staff, { shipmentId: shipment.id, carrier: 'correios', carrierTracking: ' ra 473124829 br ' }),
    ).toEqual({ hasCarrier: true });
    const read = async () => (await handle.db.select().from(shipments).where(eq(shipments.id, shipment.id)))[0];
    expect(await read()).toMatchObject({ carrier: 'correios', carrierName: null, carrierCode: 'RA473124829BR' });
    expect((await listNotifications(customer.id, 1))[0]).toMatchObject({
      title: `Envio ${shipment.trackingNumber} com Correios: código RA473124829BR`,
      link: `/dashboard/shipments/${shipment.id}`,
    });
    const notified = (await handle.db.select().from(notifications)).length;
    // The same code again tells the customer nothing new.
    await carrier(staff, { shipmentId: shipment.id, carrier: 'correios', carrierTracking: 'RA473124829BR' });
    expect(await handle.db.select().from(notifications)).toHaveLength(notified);

    await carrier(staff, {
      shipmentId: shipment.id,
      carrier: 'other',
      carrierName: 'Transportes Potiguar',
      carrierTracking: 'TP-778',
    });
    expect(await read()).toMatchObject({
      carrier: 'other',
      carrierName: 'Transportes Potiguar',
      carrierCode: 'TP-778',
    });
    expect((await listNotifications(customer.id, 1))[0]?.title).toBe(
      `Envio ${shipment.trackingNumber} com Transportes Potiguar: código TP-778`,
    );

    expect(await carrier(staff, { shipmentId: shipment.id })).toEqual({ hasCarrier: false });
    expect(await read()).toMatchObject({ carrier: null, carrierName: null, carrierCode: null });
    expect(await handle.db.select().from(notifications)).toHaveLength(notified + 1);
    // Three changes audited; the same code again changed nothing and wrote no entry.
    const none = { carrier: null, carrierName: null, carrierCode: null };
    const correios = { carrier: 'correios', carrierName: null, carrierCode: 'RA473124829BR' };
    const potiguar = { carrier: 'other', carrierName: 'Transportes Potiguar', carrierCode: 'TP-778' };
    expect(await audit()).toEqual([
      ['staff06', 'shipment.carrier', 'shipment', shipment.id, none, correios],
      ['staff06', 'shipment.carrier', 'shipment', shipment.id, correios, potiguar],
      ['staff06', 'shipment.carrier', 'shipment', shipment.id, potiguar, none],
    ]);
  });

  it('checks the code and the name before anything is stored', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const problems = (input: Record<string, unknown>) =>
      (z.safeParse(carrierSchema, { shipmentId: id, ...input }).error?.issues ?? []).map((i) => [i.path[0], i.message]);
    expect(problems({ carrier: 'correios', carrierTracking: 'RA473124828BR' })).toEqual([
      ['carrierTracking', 'shipmentOps.error.s10'],
    ]);
    expect(problems({ carrier: 'correios' })).toEqual([['carrierTracking', 'shipmentOps.error.codeRequired']]);
    expect(problems({ carrierTracking: 'RA473124829BR' })).toEqual([['carrier', 'shipmentOps.error.carrierRequired']]);
    expect(problems({ carrier: 'other', carrierTracking: 'X1' })).toEqual([
      ['carrierName', 'shipmentOps.error.nameRequired'],
    ]);
    expect(problems({ carrier: 'dhl', carrierTracking: 'X1' })).toEqual([
      ['carrier', 'shipmentOps.error.carrierRequired'],
    ]);
    expect(problems({ carrier: 'correios', carrierTracking: 'RA473124829BR', shipmentId: "1' OR 1=1" })).toEqual([
      ['shipmentId', 'common.error.invalidCharacters'],
    ]);
  });

  it('leaves a cancelled shipment’s carrier alone, and an unknown shipment is not found', async () => {
    const staff = await addUser(handle, 'staff07', { role: 'admin' });
    const customer = await addUser(handle, 'cust07');
    const shipment = await newShipment(customer);
    await move(staff, { shipmentId: shipment.id, status: 'cancelled', note: 'Desistência' });
    const before = await counts(shipment.id);
    await expect(
      carrier(staff, { shipmentId: shipment.id, carrier: 'correios', carrierTracking: 'RA473124829BR' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'shipmentOps.error.cancelled' });
    await expect(carrier(staff, { shipmentId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    expect(await counts(shipment.id)).toEqual(before);
    expect((await handle.db.select().from(shipments))[0]?.carrierCode).toBeNull();
  });
});

describe(`a shipment whose customer erased their account on ${testEngine}`, () => {
  it('still moves and takes a carrier, with the event and the audit entry, telling no one', async () => {
    const staff = await addUser(handle, 'staff08', { role: 'admin', name: 'Carla Staff' });
    const shipment = await erasedCustomerShipment(handle, 'cust08');
    const read = async () => (await handle.db.select().from(shipments).where(eq(shipments.id, shipment.id)))[0];
    expect((await read())?.userId).toBeNull();
    const before = await counts(shipment.id);
    // Only the email sent when the customer created it.
    const mailBefore = await queuedMail(handle);
    expect(mailBefore.map((m) => m.to)).toEqual(['cust08@example.com']);

    await move(staff, { shipmentId: shipment.id, fromStatus: 'pending', status: 'approved', place: 'Parnamirim/RN' });
    expect(
      await carrier(staff, { shipmentId: shipment.id, carrier: 'correios', carrierTracking: 'RA473124829BR' }),
    ).toEqual({ hasCarrier: true });

    expect(await read()).toMatchObject({
      userId: null,
      status: 'approved',
      carrier: 'correios',
      carrierCode: 'RA473124829BR',
    });
    expect((await listShipmentEvents(shipment.id)).map((e) => [e.status, e.place, e.actorName])).toEqual([
      ['approved', 'Parnamirim/RN', 'Carla Staff'],
      ['pending', null, null],
    ]);
    expect(await audit()).toEqual([
      [
        'staff08',
        'shipment.move',
        'shipment',
        shipment.id,
        { status: 'pending' },
        { status: 'approved', place: 'Parnamirim/RN', note: null },
      ],
      [
        'staff08',
        'shipment.carrier',
        'shipment',
        shipment.id,
        { carrier: null, carrierName: null, carrierCode: null },
        { carrier: 'correios', carrierName: null, carrierCode: 'RA473124829BR' },
      ],
    ]);
    // No notification and no email: there is no one left to tell.
    expect(await counts(shipment.id)).toEqual({ ...before, events: before.events + 1 });
    expect(await queuedMail(handle)).toEqual(mailBefore);
    expect(await handle.db.select().from(notifications)).toEqual([]);
  });
});
