import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listNotifications } from '@/features/portal/notifications/notifications.server';
import type { DatabaseHandle } from '@/server/db/client';
import { shipmentEvents } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { cancelShipment, findCustomerShipment } from './customer-shipments.server';
import { shipmentListProps } from './dashboard.server';
import { shipmentDetailProps } from './shipment-detail.server';
import { createShipment, recordShipmentEvent } from './shipments.server';
import { addUser, shipmentInput } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['background_jobs', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const NOT_FOUND = { code: 'NOT_FOUND', message: 'portal.cancel.notFound' };
const NOT_PENDING = { code: 'CONFLICT', message: 'portal.cancel.notPending' };

const search = (query: string) => new URLSearchParams({ busca: query });
const eventsOf = (shipmentId: string) =>
  handle.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));

describe(`a customer's own shipments on ${testEngine}`, () => {
  it('finds a shipment only for its owner; another customer, an unknown or a malformed id find nothing', async () => {
    const ana = await addUser(handle, 'ana-find');
    const bia = await addUser(handle, 'bia-find');
    const shipment = await createShipment(ana, shipmentInput());
    expect((await findCustomerShipment(ana.id, shipment.id))?.trackingNumber).toBe(shipment.trackingNumber);
    expect(await findCustomerShipment(bia.id, shipment.id)).toBeUndefined();
    expect(await findCustomerShipment(ana.id, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    for (const bad of ['x', "1' OR '1'='1", shipment.trackingNumber, `${shipment.id}x`, '']) {
      expect(await findCustomerShipment(ana.id, bad)).toBeUndefined();
    }
    expect(await shipmentDetailProps(bia, 'pt-BR', shipment.id)).toBeUndefined();
  });

  it('shows the shipment with its timeline newest first, local time in Fortaleza, in the page language', async () => {
    const ana = await addUser(handle, 'ana-detail');
    const shipment = await createShipment(ana, shipmentInput({ weight: 1234.5 }));
    await handle.db.transaction((tx) =>
      recordShipmentEvent(tx, {
        shipmentId: shipment.id,
        status: 'approved',
        place: 'CD Parnamirim/RN',
        note: 'Conferido',
      }),
    );
    const pt = await shipmentDetailProps(ana, 'pt-BR', shipment.id);
    expect(pt).toMatchObject({
      trackingNumber: shipment.trackingNumber,
      status: 'approved',
      statusLabel: 'Aprovado',
      cancellable: false,
    });
    expect(pt?.facts).toContainEqual({ label: 'Peso', value: '1.234,5 kg' });
    expect(pt?.facts).toContainEqual({ label: 'Destinatário', value: 'João Lima <joao@example.com>' });
    expect(pt?.timeline.map((e) => e.status)).toEqual(['approved', 'pending']);
    expect(pt?.timeline[0]).toMatchObject({ place: 'CD Parnamirim/RN', note: 'Conferido' });
    // 'dd/mm/yyyy, hh:mm' in America/Fortaleza (UTC-3, no daylight saving time).
    const created = shipment.createdAt;
    const local = new Date(created.getTime() - 3 * 3600_000);
    const hhmm = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    expect(pt?.timeline[1]?.when).toContain(hhmm);
    const en = await shipmentDetailProps(ana, 'en', shipment.id);
    expect(en?.facts).toContainEqual({ label: 'Weight', value: '1,234.5 kg' });
    expect(en?.statusLabel).toBe('Approved');
  });

  it('cancels a pending shipment with the reason, notifies the customer, and refuses anything else', async () => {
    const ana = await addUser(handle, 'ana-cancel');
    const bia = await addUser(handle, 'bia-cancel');
    const shipment = await createShipment(ana, shipmentInput());
    // Another customer's attempt is the same as an unknown shipment, and writes nothing.
    await expect(cancelShipment(bia, 'en', shipment.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(cancelShipment(ana, 'pt-BR', 'not-a-uuid')).rejects.toMatchObject(NOT_FOUND);
    expect(await eventsOf(shipment.id)).toHaveLength(1);

    await cancelShipment(ana, 'pt-BR', shipment.id, 'Mudança de planos');
    const events = await eventsOf(shipment.id);
    expect(events.map((e) => [e.status, e.note, e.actorId])).toEqual([
      ['pending', null, ana.id],
      ['cancelled', 'Mudança de planos', ana.id],
    ]);
    const [note] = await listNotifications(ana.id, 1);
    expect(note).toMatchObject({
      title: `Envio ${shipment.trackingNumber} cancelado`,
      link: `/dashboard/shipments/${shipment.id}`,
    });
    expect(await listNotifications(bia.id)).toEqual([]);

    // Cancelled is final; so is anything past pending.
    await expect(cancelShipment(ana, 'pt-BR', shipment.id)).rejects.toMatchObject(NOT_PENDING);
    const moving = await createShipment(ana, shipmentInput());
    await handle.db.transaction((tx) => recordShipmentEvent(tx, { shipmentId: moving.id, status: 'approved' }));
    await expect(cancelShipment(ana, 'en', moving.id)).rejects.toMatchObject(NOT_PENDING);
    expect(await eventsOf(moving.id)).toHaveLength(2);
  });

  it('says who cancelled when no reason is given, in the customer’s language', async () => {
    const bia = await addUser(handle, 'bia-noreason', { locale: 'en' });
    const shipment = await createShipment(bia, shipmentInput());
    await cancelShipment(bia, 'en', shipment.id, '   ');
    expect((await eventsOf(shipment.id)).at(-1)?.note).toBe('Cancelled by the customer.');
  });

  it('searches every shipment of the customer by tracking number, origin, destination or receiver', async () => {
    const ana = await addUser(handle, 'ana-search');
    const bia = await addUser(handle, 'bia-search');
    const recife = await createShipment(ana, shipmentInput({ destination: 'Recife/PE', receiverName: 'Carla Dias' }));
    await createShipment(
      ana,
      shipmentInput({ origin: 'Natal/RN', destination: 'Fortaleza/CE', receiverName: 'Davi Melo' }),
    );
    await createShipment(bia, shipmentInput({ destination: 'Recife/PE' }));
    const found = async (query: string) =>
      (await shipmentListProps(ana, 'pt-BR', search(query))).shipments.map((s) => s.destination);
    expect(await found('recife')).toEqual(['Recife/PE']);
    expect(await found('natal')).toEqual(['Fortaleza/CE']);
    expect(await found('DAVI')).toEqual(['Fortaleza/CE']);
    // The tracking number as people type it: lower case, spaces instead of hyphens.
    expect(await found(recife.trackingNumber.toLowerCase().replaceAll('-', ' '))).toEqual(['Recife/PE']);
    expect(await found(recife.trackingNumber.slice(4, 9))).toEqual(['Recife/PE']);
    // LIKE's wildcards are taken literally.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    const props = await shipmentListProps(ana, 'pt-BR', search('recife'));
    expect(props.countText).toBe('1 envio encontrado para “recife”');
    expect(props.shipments[0]?.href).toBe(`/dashboard/shipments/${recife.id}`);
    // The empty search lists everything; a huge one is cut, not an error.
    expect(await found('')).toHaveLength(2);
    expect(await found('x'.repeat(10_000))).toEqual([]);
  });
});
