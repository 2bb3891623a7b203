import { describe, expect, it } from 'vitest';
import { createShipment, recordShipmentEvent } from '@/features/portal/shipments/shipments.server';
import { addUser, shipmentInput } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { shipments } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { lookupTracking, TRACKING_LOOKUPS, trackingPageProps } from './public-tracking.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['background_jobs', 'shipments', 'notifications', 'form_submissions', 'account_rate_limit', 'user'],
);

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describe(`public tracking on ${testEngine}`, () => {
  it('shows status and timeline by tracking number, and nothing personal', async () => {
    const ana = await addUser(handle, 'ana-public');
    const shipment = await createShipment(
      ana,
      shipmentInput({ weight: 777.125, origin: 'Rua das Flores 12, Natal/RN' }),
    );
    await handle.db.transaction((tx) =>
      recordShipmentEvent(tx, {
        shipmentId: shipment.id,
        status: 'approved',
        place: 'CD Parnamirim/RN',
        note: 'Falar com João Lima',
      }),
    );
    await handle.db.update(shipments).set({ carrier: 'correios', carrierCode: 'EE123456785BR' });
    const typed = shipment.trackingNumber.toLowerCase().replaceAll('-', '');
    const lookup = await lookupTracking(typed, freshIp(), 'pt-BR');
    expect(lookup).toMatchObject({ kind: 'found', code: shipment.trackingNumber });
    if (lookup.kind !== 'found') return;
    expect(lookup.shipment).toMatchObject({ status: 'approved', statusLabel: 'Aprovado' });
    expect(lookup.shipment.carrier).toMatchObject({ name: 'Correios', code: 'EE123456785BR' });
    expect(lookup.shipment.timeline.map((e) => [e.status, e.place, e.note])).toEqual([
      ['approved', 'CD Parnamirim/RN', null],
      ['pending', null, null],
    ]);
    // Nothing the customer typed about people, places or weights, and no notes, reaches the page.
    const everything = JSON.stringify(trackingPageProps(lookup, 'pt-BR', '/rastreamento'));
    for (const secret of [
      'Ana',
      'ana@example.com',
      'João',
      'joao@example.com',
      '777',
      'Rua das Flores',
      'Recife',
      'Falar com',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('catches a typo by its check symbol, and tells malformed and unknown numbers apart', async () => {
    const ana = await addUser(handle, 'ana-typo');
    const { trackingNumber } = await createShipment(ana, shipmentInput());
    const last = trackingNumber.at(-1) === '0' ? '1' : '0';
    const ip = freshIp();
    expect(await lookupTracking(trackingNumber.slice(0, -1) + last, ip, 'en')).toMatchObject({ kind: 'checksum' });
    expect(await lookupTracking('hello', ip, 'en')).toMatchObject({ kind: 'malformed', code: 'hello' });
    expect(await lookupTracking('PLP-00000-00000', ip, 'en')).toEqual({ kind: 'unknown', code: 'PLP-00000-00000' });
    expect(await lookupTracking('', ip, 'en')).toEqual({ kind: 'none' });
    expect(await lookupTracking(undefined, ip, 'en')).toEqual({ kind: 'none' });
    expect(await lookupTracking('\u0000'.repeat(10_000), ip, 'en')).toMatchObject({ kind: 'malformed' });
    const props = trackingPageProps(await lookupTracking('PLP-00000-00000', ip, 'en'), 'en', '/en/rastreamento');
    expect(props.message).toBe('No shipment found with the number PLP-00000-00000.');
  });

  it('limits lookups per client address, shared through the database', async () => {
    const ip = freshIp();
    // A HEAD request's lookup answers the same and counts nothing: any number of them.
    const uncounted = () => lookupTracking('PLP-00000-00000', ip, 'pt-BR', { count: false });
    for (let i = 0; i <= TRACKING_LOOKUPS.max; i++) expect((await uncounted()).kind).toBe('unknown');
    for (let i = 0; i < TRACKING_LOOKUPS.max; i++)
      expect((await lookupTracking('PLP-00000-00000', ip, 'pt-BR')).kind).toBe('unknown');
    expect(await uncounted()).toMatchObject({ kind: 'limited' });
    expect(await lookupTracking('PLP-00000-00000', ip, 'pt-BR')).toMatchObject({ kind: 'limited' });
    // Another address is not affected; an empty form counts nothing.
    expect((await lookupTracking('PLP-00000-00000', freshIp(), 'pt-BR')).kind).toBe('unknown');
    const props = trackingPageProps(await lookupTracking('x', ip, 'pt-BR'), 'pt-BR', '/rastreamento');
    expect(props.message).toBe('Muitas consultas em pouco tempo. Aguarde alguns minutos e tente de novo.');
  });
});
