import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '@/i18n/translate';
import { documents, privacyLog, user, workSlots } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { exportArchive } from './export-archive.server';
import { collectAccountData } from './export-data.server';
import { exportResponse } from './export-response.server';
import { emailFingerprint } from './personal-data';
import { addStaffAndCustomers, ANA, BIA, fullName, PDF, traces, useCustomerData } from './test-fixtures';

const world = useCustomerData('export');
const setup = () => addStaffAndCustomers(world);

const NOW = new Date('2026-11-20T12:00:00Z');

async function bytesOf(stream: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

async function archiveOf(userId: string) {
  const account = await collectAccountData(userId, NOW);
  if (!account) throw new Error('no account');
  return unzipSync(
    await bytesOf(exportArchive(account, { locale: 'pt-BR', now: NOW, siteName: 'Parque', files: world.files })),
  );
}

const json = (archive: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(archive[name]!)) as Record<string, unknown>[] & Record<string, unknown>;

describe(`the data export on ${testEngine}`, () => {
  it("holds the customer's profile, shipments with history, notifications, documents with their files, charges, support and leads", async () => {
    const { ana } = await setup();
    const archive = await archiveOf(ANA.id);
    const docPath = `documents/${ana.document.id}-Fatura ${ANA.lastName}.pdf`;
    expect(Object.keys(archive).sort()).toEqual(
      [
        'README.txt',
        'charges.json',
        'contact-messages.json',
        'documents.json',
        'notifications.json',
        'profile.json',
        'shipments.json',
        'support.json',
        docPath,
      ].sort(),
    );
    expect(json(archive, 'profile.json')).toMatchObject({
      id: ANA.id,
      email: ANA.email,
      phone: ANA.phone,
      firstName: ANA.firstName,
      sessions: [{ ipAddress: ANA.ip, userAgent: 'Firefox' }],
      signInMethods: [{ provider: 'credential' }],
    });
    const [shipment] = json(archive, 'shipments.json');
    expect(shipment).toMatchObject({
      trackingNumber: ana.shipment.trackingNumber,
      senderName: fullName(ANA),
      receiverEmail: ANA.receiver.email,
      events: [{ status: 'pending', by: 'customer' }],
    });
    expect(json(archive, 'charges.json')).toMatchObject([
      { id: ana.charge.id, amountCents: 123456, currency: 'BRL', trackingNumber: ana.shipment.trackingNumber },
    ]);
    expect(json(archive, 'documents.json')).toMatchObject([
      {
        id: ana.document.id,
        name: `Fatura ${ANA.lastName}.pdf`,
        file: docPath,
        trackingNumber: ana.shipment.trackingNumber,
      },
    ]);
    expect(archive[docPath]).toEqual(PDF);
    expect(json(archive, 'support.json')).toMatchObject([
      { category: 'billing', messages: [{ fromStaff: false }, { fromStaff: true }] },
    ]);
    expect(json(archive, 'contact-messages.json')).toMatchObject([{ fullName: fullName(ANA), phone: ANA.phone }]);
    expect(json(archive, 'notifications.json').length).toBeGreaterThanOrEqual(2);
    const readme = strFromU8(archive['README.txt']!);
    expect(readme).toContain('Seus dados no Parque');
    expect(readme).toContain('- shipments.json: seus envios');
  });

  it("holds nothing of another customer's", async () => {
    const { bia } = await setup();
    const archive = await archiveOf(ANA.id);
    const everything = Object.values(archive)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n')
      .toLowerCase();
    for (const trace of [
      ...traces(BIA),
      BIA.id,
      bia.shipment.trackingNumber,
      bia.document.id,
      bia.charge.id,
      'equipe@example.com',
      'staff-id-0009',
    ]) {
      expect(everything).not.toContain(trace.toLowerCase());
    }
  });

  it('tells which files storage no longer had, and records each export in the privacy log', async () => {
    const { ana } = await setup();
    const [doc] = await world.handle.db.select().from(documents).where(eq(documents.id, ana.document.id));
    await world.files.delete(doc!.storageKey);
    const archive = await archiveOf(ANA.id);
    expect(json(archive, 'documents.json')).toMatchObject([{ id: ana.document.id, file: null }]);
    expect(Object.keys(archive).filter((n) => n.startsWith('documents/'))).toEqual([]);
    expect(await world.handle.db.select().from(privacyLog)).toMatchObject([
      {
        action: 'export',
        subjectKind: 'customer',
        subjectFingerprint: emailFingerprint(ANA.email),
        actorId: null,
        note: null,
      },
    ]);
  });

  it('is a ZIP download for the signed-in customer, and 401 for a visitor', async () => {
    const { ana } = await setup();
    const visitor = await exportResponse(
      { locals: { user: null, locale: 'pt-BR' } as App.Locals },
      { files: world.files, now: NOW },
    );
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toBe('Entre na sua conta para baixar os seus dados.');

    const [me] = await world.handle.db.select().from(user).where(eq(user.id, ANA.id));
    const response = await exportResponse(
      { locals: { user: me, locale: 'pt-BR' } as App.Locals },
      { files: world.files, now: NOW },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // Her emails are in English: so are the file's name and its README.
    expect(response.headers.get('content-disposition')).toContain('filename="my-data-2026-11-20.zip"');
    const archive = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(json(archive, 'shipments.json')).toMatchObject([{ trackingNumber: ana.shipment.trackingNumber }]);
    expect(strFromU8(archive['README.txt']!)).toContain('Your data at Parque Logístico Parnamirim');
  });

  it('makes one archive at a time per account: a second ask while one is going out gets a 429', async () => {
    await setup();
    const [me] = await world.handle.db.select().from(user).where(eq(user.id, ANA.id));
    const ask = () =>
      exportResponse({ locals: { user: me, locale: 'pt-BR' } as App.Locals }, { files: world.files, now: NOW });
    const first = await ask();
    const second = await ask();
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(await second.text()).toBe(translate('pt-BR', 'privacy.export.busy'));
    await first.arrayBuffer();
    const again = await vi.waitFor(async () => {
      const response = await ask();
      expect(response.status).toBe(200);
      return response;
    });
    await again.arrayBuffer();
  });

  it('answers HEAD with the download headers only: no slot taken, nothing logged, the GET after it served', async () => {
    await setup();
    const [me] = await world.handle.db.select().from(user).where(eq(user.id, ANA.id));
    const ask = (method: 'GET' | 'HEAD') =>
      exportResponse(
        { locals: { user: me, locale: 'pt-BR' } as App.Locals, request: { method } },
        { files: world.files, now: NOW },
      );
    const slots = () =>
      world.handle.db
        .select()
        .from(workSlots)
        .where(eq(workSlots.key, `privacy-export:${ANA.id}`));
    const logged = () => world.handle.db.$count(privacyLog);
    const [slotsBefore, loggedBefore] = [await slots(), await logged()];
    const head = await ask('HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/zip');
    expect(head.headers.get('content-disposition')).toContain('filename="my-data-2026-11-20.zip"');
    expect(head.body).toBeNull();
    expect(await slots()).toEqual(slotsBefore);
    expect(await logged()).toBe(loggedBefore);
    const get = await ask('GET');
    expect(get.status).toBe(200);
    // While that one is going out, HEAD says what a GET would: busy.
    expect((await ask('HEAD')).status).toBe(429);
    await get.arrayBuffer();
  });
});
