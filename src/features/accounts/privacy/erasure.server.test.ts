import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  charges,
  jobs,
  leads,
  privacyLog,
  shipmentEvents,
  shipments,
  supportMessages,
  supportRequests,
  user,
  workSlots,
} from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { eraseCustomer, eraseLeads } from './erasure.server';
import { emailFingerprint, ERASED_EMAIL, ERASED_TEXT } from './personal-data';
import { listPrivacyLog } from './privacy-log.server';
import {
  addStaffAndCustomers,
  ANA,
  BIA,
  fullName,
  rowsMentioning,
  STAFF,
  traces,
  useCustomerData,
} from './test-fixtures';

const world = useCustomerData('erasure', ['audit_log']);
const setup = () => addStaffAndCustomers(world);

const NOW = new Date('2026-11-20T12:00:00Z');

/** The confirmation email queued by an erasure (its cause is the log entry). */
async function confirmations() {
  return world.handle.db.select().from(jobs).where(eq(jobs.causeKind, 'privacy'));
}

describe(`erasing a customer on ${testEngine}`, () => {
  it('leaves nothing of the person in any table, and only their confirmation email names them until it is sent', async () => {
    const { ana } = await setup();
    expect(await rowsMentioning(world.handle, traces(ANA))).not.toHaveLength(0);

    await eraseCustomer(ANA.id, { actor: null, now: NOW }, world.files);

    const [confirmation, ...more] = await confirmations();
    expect(more).toHaveLength(0);
    expect(confirmation).toMatchObject({
      kind: 'mail',
      state: 'queued',
      payload: { to: ANA.email, subject: 'Your Parque Logístico Parnamirim account has been deleted' },
    });
    const left = (await rowsMentioning(world.handle, traces(ANA))).filter((r) => !r.row.includes(confirmation!.id));
    expect(left).toEqual([]);
    expect(await world.handle.db.select().from(user).where(eq(user.id, ANA.id))).toHaveLength(0);
    expect((await world.handle.db.select().from(workSlots)).map((s) => s.key)).toEqual([`report:${BIA.id}`]);
    // The file went with its row.
    await expect(world.files.getBytes(`documents/${ANA.id}/${ana.document.id}`)).rejects.toThrow();
  });

  it('keeps the charges, the shipments with their history and the support requests, without the person', async () => {
    const { ana } = await setup();
    const eventsBefore = await world.handle.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, ana.shipment.id));

    await eraseCustomer(ANA.id, { actor: null, now: NOW }, world.files);

    const [charge] = await world.handle.db.select().from(charges).where(eq(charges.id, ana.charge.id));
    expect(charge).toMatchObject({
      userId: null,
      amountCents: 123456,
      dueDate: '2026-12-05',
      status: 'open',
      shipmentId: ana.shipment.id,
      description: `Armazenagem de ${ERASED_TEXT}`,
    });
    const [shipment] = await world.handle.db.select().from(shipments).where(eq(shipments.id, ana.shipment.id));
    expect(shipment).toMatchObject({
      userId: null,
      trackingNumber: ana.shipment.trackingNumber,
      origin: 'Parnamirim/RN',
      destination: 'Recife/PE',
      status: 'pending',
      senderName: ERASED_TEXT,
      senderEmail: ERASED_EMAIL,
      receiverName: ERASED_TEXT,
      receiverEmail: ERASED_EMAIL,
    });
    // The history stays whole; only who made each change is forgotten (the account is gone).
    expect(
      await world.handle.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, ana.shipment.id)),
    ).toEqual(eventsBefore.map((e) => ({ ...e, actorId: null })));
    const [request] = await world.handle.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, ana.request.id));
    expect(request).toMatchObject({ userId: null, subject: ERASED_TEXT, category: 'billing' });
    const messages = await world.handle.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.requestId, ana.request.id))
      .orderBy(supportMessages.fromStaff);
    expect(messages.map((m) => [m.fromStaff, m.authorId, m.body])).toEqual([
      [false, null, ERASED_TEXT],
      [true, 'staff-id-0009', `Olá ${ERASED_TEXT}, já resolvemos.`],
    ]);
  });

  it("touches nothing of another customer's", async () => {
    const { bia } = await setup();
    const biaRows = await rowsMentioning(world.handle, traces(BIA));

    await eraseCustomer(ANA.id, { actor: null, now: NOW }, world.files);

    const sorted = (rows: { table: string; row: string }[]) => rows.map((r) => `${r.table} ${r.row}`).sort();
    expect(sorted(await rowsMentioning(world.handle, traces(BIA)))).toEqual(sorted(biaRows));
    expect(await world.files.getBytes(`documents/${BIA.id}/${bia.document.id}`)).toBeInstanceOf(Uint8Array);
    const [charge] = await world.handle.db.select().from(charges).where(eq(charges.id, bia.charge.id));
    expect(charge).toMatchObject({ userId: BIA.id, description: `Armazenagem de ${fullName(BIA)}` });
  });

  it('writes the privacy log (fingerprint, who, how they asked) without the address or the name', async () => {
    const { staff } = await setup();
    await eraseCustomer(ANA.id, { actor: null, now: NOW }, world.files);
    await eraseCustomer(
      BIA.id,
      { actor: staff, note: `Pedido por telefone de ${fullName(BIA)} em 19/11`, now: NOW },
      world.files,
    );

    const log = await world.handle.db.select().from(privacyLog).orderBy(privacyLog.subjectFingerprint);
    const expected = [
      {
        action: 'erase',
        subjectKind: 'customer',
        subjectFingerprint: emailFingerprint(ANA.email),
        actorId: null,
        note: null,
      },
      {
        action: 'erase',
        subjectKind: 'customer',
        subjectFingerprint: emailFingerprint(BIA.email),
        actorId: staff.id,
        note: `Pedido por telefone de ${ERASED_TEXT} em 19/11`,
      },
    ].sort((a, b) => a.subjectFingerprint.localeCompare(b.subjectFingerprint));
    expect(log).toMatchObject(expected);
    expect((await listPrivacyLog()).map((r) => r.actorName)).toContain('Equipe Parque');
    // The staff's erasure is audited as a fact (who erased which account), without the person's data;
    // the customer's own is not a staff action.
    const erasures = await world.handle.db.select().from(auditLog).where(eq(auditLog.action, 'account.erase'));
    expect(erasures).toMatchObject([
      { actorId: staff.id, subjectKind: 'user', subjectId: BIA.id, before: null, after: null },
    ]);
    // The charges created for them were audited with their names: those are out of the log now.
    const charged = await world.handle.db.select().from(auditLog).where(eq(auditLog.action, 'charge.create'));
    expect(charged).toHaveLength(2);
    expect(JSON.stringify(charged)).not.toContain(fullName(BIA));
    expect(charged.map((e) => (e.after as { description: string }).description)).toEqual([
      `Armazenagem de ${ERASED_TEXT}`,
      `Armazenagem de ${ERASED_TEXT}`,
    ]);
    // Each got their confirmation, in their language.
    expect((await confirmations()).map((j) => (j.payload as { subject: string }).subject).sort()).toEqual([
      'Sua conta no Parque Logístico Parnamirim foi apagada',
      'Your Parque Logístico Parnamirim account has been deleted',
    ]);
  });

  it('refuses staff accounts and unknown ids, changing nothing', async () => {
    const { staff } = await setup();
    await expect(eraseCustomer(staff.id, { actor: staff, note: 'x' }, world.files)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'privacy.error.staff',
    });
    await expect(eraseCustomer('nobody', { actor: staff, note: 'x' }, world.files)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'privacy.staff.error.notFound',
    });
    expect(await world.handle.db.select().from(user)).toHaveLength(3);
    expect(await world.handle.db.select().from(privacyLog)).toHaveLength(0);
  });
});

describe(`erasing contact-form leads on ${testEngine}`, () => {
  it('erases every lead with the address and the emails about them, keeps the rest, and records it', async () => {
    const { staff } = await setup();
    const [anaLead] = await world.handle.db.select().from(leads).where(eq(leads.email, ANA.email.toLowerCase()));
    const note = 'Pedido por telefone em 19/11/2026';

    const { count } = await eraseLeads(` ${ANA.email.toUpperCase()} `, { actor: staff, note, now: NOW });

    expect(count).toBe(1);
    expect((await world.handle.db.select().from(leads)).map((l) => l.email)).toEqual([BIA.email]);
    // The team's notification and the visitor's instant answer, unsent and emptied; the sales
    // clock's alert job keeps nothing of the lead either.
    const caused = await world.handle.db.select().from(jobs).where(eq(jobs.causeId, anaLead!.id));
    const mailsAbout = caused.filter((job) => job.kind === 'mail');
    expect(mailsAbout).toHaveLength(2);
    for (const mail of mailsAbout)
      expect(mail).toMatchObject({
        state: 'failed',
        payload: { to: ERASED_EMAIL, subject: ERASED_TEXT, text: ERASED_TEXT },
      });
    expect(caused.filter((job) => job.kind !== 'mail').map((job) => job.payload)).toEqual([{ erased: true }]);
    const [entry] = await world.handle.db.select().from(privacyLog);
    expect(entry).toMatchObject({
      action: 'erase',
      subjectKind: 'lead',
      subjectFingerprint: emailFingerprint(ANA.email),
      actorId: staff.id,
      note,
    });
    expect(await world.handle.db.select().from(auditLog).where(eq(auditLog.action, 'lead.erase'))).toMatchObject([
      { actorId: staff.id, subjectKind: 'lead', subjectId: anaLead!.id, before: null, after: null },
    ]);
    const [confirmation] = await confirmations();
    expect(confirmation?.payload).toMatchObject({
      to: ANA.email.toLowerCase(),
      subject: 'Your contact details at Parque Logístico Parnamirim have been deleted',
    });
    // The customer account with the same address is another matter: it stays, with its mail.
    expect(await world.handle.db.select().from(user).where(eq(user.id, ANA.id))).toHaveLength(1);
    expect((await rowsMentioning(world.handle, [fullName(ANA)])).some((r) => r.table === 'background_jobs')).toBe(true);
  });

  it('refuses an address no lead has, recording nothing', async () => {
    await setup();
    await expect(eraseLeads('ninguem@example.com', { actor: STAFF, note: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'privacy.staff.error.notFound',
    });
    expect(await world.handle.db.select().from(privacyLog)).toHaveLength(0);
    expect(await world.handle.db.select().from(auditLog).where(eq(auditLog.action, 'lead.erase'))).toHaveLength(0);
  });
});
