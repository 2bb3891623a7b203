import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser, newShipment, queuedMail } from '@/features/portal/shipment-operations/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, charges, formSubmissions, notifications } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { customerChargesProps } from './charges-view.server';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from './charges.schema';
import { cancelCharge, createCharge, payCharge, staffChargesPage, type ChargeFilters } from './charges.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'charges', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const NOT_OPEN = { code: 'CONFLICT', message: 'charges.error.notOpen' };

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const create = (input: Record<string, unknown>) =>
  createCharge(
    staff,
    z.parse(createChargeSchema, {
      description: 'Armazenagem novembro',
      amount: '1.234,56',
      dueDate: '2026-12-05',
      ...input,
    }),
  );
const pay = (chargeId: string) =>
  payCharge(staff, z.parse(payChargeSchema, { chargeId, paidOn: '2026-12-01', method: 'pix' }));
const cancel = (chargeId: string) =>
  cancelCharge(staff, z.parse(cancelChargeSchema, { chargeId, reason: 'Lançada em dobro' }));

async function setup() {
  await addUser(handle, 'staff', { role: 'admin' });
  const ana = await addUser(handle, 'ana', { locale: 'en' });
  const bia = await addUser(handle, 'bia');
  return { ana, bia };
}

const allCharges = () => handle.db.select().from(charges);
const audit = () => handle.db.select().from(auditLog).orderBy(auditLog.id);

describe(`charges on ${testEngine}`, () => {
  it('registers a charge in centavos and tells the customer in their language', async () => {
    const { ana } = await setup();
    const shipment = await newShipment(ana);
    const { id } = await create({ customerEmail: 'ANA@example.com', shipment: shipment.trackingNumber.toLowerCase() });
    const [row] = await allCharges();
    expect(row).toMatchObject({
      id,
      userId: 'ana',
      amountCents: 123456,
      dueDate: '2026-12-05',
      shipmentId: shipment.id,
      status: 'open',
      createdBy: 'staff',
    });
    expect(await audit()).toMatchObject([
      {
        actorId: 'staff',
        action: 'charge.create',
        subjectKind: 'charge',
        subjectId: id,
        before: null,
        after: { userId: 'ana', amountCents: 123456, dueDate: '2026-12-05' },
      },
    ]);
    // Creating the shipment notified her too: only the charge's notification links to charges.
    const notes = await handle.db.select().from(notifications).where(eq(notifications.link, '/en/dashboard/charges'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ userId: 'ana', title: 'New charge of R$1,234.56' });
  });

  it('emails the customer about the charge in their language, once per charge', async () => {
    await setup();
    const { id } = await create({ customerEmail: 'ana@example.com', description: 'Frete Recife' });
    const [toAna, ...others] = await queuedMail(handle);
    expect(others).toHaveLength(0);
    expect(toAna).toMatchObject({
      to: 'ana@example.com',
      subject: 'New charge of R$1,234.56',
      causeKind: 'charge',
      causeId: id,
    });
    expect(toAna?.text).toContain('Hello Ana ana,');
    expect(toAna?.text).toContain('R$1,234.56 for you: Frete Recife.');
    expect(toAna?.text).toContain('Due date: 12/5/26');
    expect(toAna?.text).toMatch(/^See your charges: https?:\/\/\S+\/en\/dashboard\/charges$/m);

    await create({ customerEmail: 'bia@example.com', amount: '99,90', dueDate: '2026-12-10' });
    const toBia = (await queuedMail(handle))[1];
    expect(toBia).toMatchObject({ to: 'bia@example.com', subject: 'Nova cobrança de R$ 99,90' });
    expect(toBia?.text).toContain('Vencimento: 10/12/2026');
    expect(toBia?.text).toMatch(/^Veja suas cobranças: https?:\/\/\S+\/dashboard\/charges$/m);
  });

  it('creates once per submission key', async () => {
    await setup();
    const submission = crypto.randomUUID();
    const first = await create({ customerEmail: 'ana@example.com', submission });
    const again = await create({ customerEmail: 'ana@example.com', submission });
    expect(again.id).toBe(first.id);
    expect(await allCharges()).toHaveLength(1);
    expect(await queuedMail(handle)).toHaveLength(1);
  });

  it.each([
    ['an unknown email', { customerEmail: 'nobody@example.com' }, 'charges.error.customer'],
    ['a staff account', { customerEmail: 'staff@example.com' }, 'charges.error.customer'],
    [
      'a malformed tracking number',
      { customerEmail: 'ana@example.com', shipment: 'PLP-XXXX' },
      'charges.error.shipment',
    ],
  ])('refuses %s and writes nothing', async (_, input, message) => {
    await setup();
    await expect(create(input)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await allCharges()).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    expect(await handle.db.select().from(formSubmissions)).toHaveLength(0);
    expect(await queuedMail(handle)).toHaveLength(0);
  });

  it("refuses another customer's shipment", async () => {
    const { bia } = await setup();
    const hers = await newShipment(bia);
    await expect(create({ customerEmail: 'ana@example.com', shipment: hers.trackingNumber })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'charges.error.shipment',
    });
    expect(await allCharges()).toHaveLength(0);
  });

  it('marks an open charge paid, and then refuses to pay or cancel it again', async () => {
    await setup();
    const { id } = await create({ customerEmail: 'ana@example.com' });
    await pay(id);
    const [paid] = await allCharges();
    expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-12-01', paymentMethod: 'pix', cancelReason: null });
    await expect(pay(id)).rejects.toMatchObject(NOT_OPEN);
    await expect(cancel(id)).rejects.toMatchObject(NOT_OPEN);
    expect(await allCharges()).toEqual([paid]);
    expect((await audit()).map((e) => [e.action, e.subjectId, e.before, e.after])).toEqual([
      ['charge.create', id, null, expect.any(Object)],
      ['charge.pay', id, { status: 'open' }, { status: 'paid', paidOn: '2026-12-01', paymentMethod: 'pix' }],
    ]);
  });

  it('cancels an open charge with its reason, and then refuses to pay it', async () => {
    await setup();
    const { id } = await create({ customerEmail: 'ana@example.com' });
    await cancel(id);
    const [cancelled] = await allCharges();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Lançada em dobro', paidOn: null });
    await expect(pay(id)).rejects.toMatchObject(NOT_OPEN);
    expect(await allCharges()).toEqual([cancelled]);
    expect((await audit()).at(-1)).toMatchObject({
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'charge.cancel',
      subjectKind: 'charge',
      subjectId: id,
      after: { status: 'cancelled', cancelReason: 'Lançada em dobro' },
    });
  });

  it('refuses a charge that does not exist', async () => {
    await expect(pay(crypto.randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'charges.error.notFound',
    });
  });

  it('turns overdue the day after it is due, in Fortaleza', async () => {
    await setup();
    await create({ customerEmail: 'ana@example.com', dueDate: '2026-12-05', amount: '100' });
    // 23:59 on the due day in Fortaleza is already the 6th in UTC: still open.
    const lastMinute = await customerChargesProps('ana', 'pt-BR', '2026-12-05');
    expect(lastMinute.rows[0]?.state).toBe('open');
    expect(lastMinute.totals).toEqual({ open: 'R$ 100,00', overdue: 'R$ 0,00' });
    const nextDay = await customerChargesProps('ana', 'pt-BR', '2026-12-06');
    expect(nextDay.rows[0]?.state).toBe('overdue');
    expect(nextDay.totals.overdue).toBe('R$ 100,00');
    const staffCount = async (state: 'open' | 'overdue', today: string) =>
      (await staffChargesPage({ state }, 1, today)).total;
    expect(await staffCount('overdue', '2026-12-06')).toBe(1);
    expect(await staffCount('overdue', '2026-12-05')).toBe(0);
    expect(await staffCount('open', '2026-12-05')).toBe(1);
  });

  it('shows a customer only their own charges, and staff filter by customer and description', async () => {
    await setup();
    await create({ customerEmail: 'ana@example.com', description: 'Aluguel módulo' });
    await create({ customerEmail: 'bia@example.com', description: 'Frete 50%' });
    expect((await customerChargesProps('bia', 'pt-BR')).rows.map((r) => r.description)).toEqual(['Frete 50%']);
    const staffRows = async (filters: ChargeFilters) => (await staffChargesPage(filters, 1)).rows;
    expect((await staffRows({ customer: 'Ana ana' })).map((r) => r.description)).toEqual(['Aluguel módulo']);
    expect((await staffRows({ query: '50%' })).map((r) => r.customerEmail)).toEqual(['bia@example.com']);
    expect(await staffRows({ query: '%' })).toHaveLength(1);
  });
});
