import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser, newShipment, queuedMail } from '@/features/portal/shipment-operations/test-fixtures';
import { config, parseConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, formSubmissions, notifications, supportMessages, supportRequests } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { siteConfig } from '@/server/site-config';
import { staffSupportProps, staffThreadProps } from './staff-support-view.server';
import { customerRequestsPage } from './support-queries.server';
import { customerSupportProps, customerThreadProps } from './support-view.server';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from './support.schema';
import {
  addCustomerMessage,
  closeRequest,
  createRequest,
  replyToRequest,
  type SupportCustomer,
} from './support.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'support_requests', 'shipments', 'notifications', 'form_submissions', 'user'],
);

const CLOSED = { code: 'CONFLICT', message: 'support.error.closed' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'support.error.notFound' };

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const create = (customer: SupportCustomer, input: Record<string, unknown> = {}) =>
  createRequest(
    customer,
    z.parse(newRequestSchema, {
      subject: 'Carga atrasada',
      category: 'shipment',
      message: 'Onde está?\nJá passou do prazo.',
      ...input,
    }),
  );
const write = (customer: SupportCustomer, requestId: string, message = 'Alguma novidade?') =>
  addCustomerMessage(customer, z.parse(requestMessageSchema, { requestId, message }));
const reply = (requestId: string, message = 'Sua carga sai amanhã.', submission?: string) =>
  replyToRequest(staff, z.parse(requestMessageSchema, { requestId, message, submission }));
const close = (requestId: string) => closeRequest(staff, z.parse(closeRequestSchema, { requestId }));

async function setup() {
  await addUser(handle, 'staff', { role: 'admin' });
  const ana = await addUser(handle, 'ana', { locale: 'en' });
  const bia = await addUser(handle, 'bia');
  return { ana, bia };
}

const requests = () => handle.db.select().from(supportRequests);
const messages = () => handle.db.select().from(supportMessages).orderBy(supportMessages.createdAt);
const status = async (id: string) =>
  (await handle.db.select().from(supportRequests).where(eq(supportRequests.id, id)))[0]?.status;

describe(`support requests on ${testEngine}`, () => {
  it('stores the request with its first message and emails the support address in Portuguese', async () => {
    const { ana } = await setup();
    const shipment = await newShipment(ana);
    const { id } = await create(ana, { shipmentId: shipment.id, category: 'billing' });
    expect(await requests()).toMatchObject([
      { id, userId: 'ana', subject: 'Carga atrasada', category: 'billing', shipmentId: shipment.id, status: 'open' },
    ]);
    expect(await messages()).toMatchObject([
      { requestId: id, authorId: 'ana', fromStaff: false, body: 'Onde está?\nJá passou do prazo.' },
    ]);

    const mail = (await queuedMail(handle)).find((m) => m.causeKind === 'support');
    expect(mail).toMatchObject({
      to: config().supportNotifyTo,
      subject: 'Novo chamado de suporte: Carga atrasada',
      causeId: id,
    });
    expect(mail?.text).toContain('Cliente: Ana ana <ana@example.com>');
    expect(mail?.text).toContain('Categoria: Cobrança');
    expect(mail?.text).toContain(`Envio: ${shipment.trackingNumber}`);
    expect(mail?.text).toContain('Onde está?\nJá passou do prazo.');
    expect(mail?.text).toMatch(
      new RegExp(`^Responda pela área administrativa: https?://\\S+/admin/support/${id}$`, 'm'),
    );
  });

  it('creates once per submission key', async () => {
    const { ana } = await setup();
    const submission = crypto.randomUUID();
    const first = await create(ana, { submission });
    const again = await create(ana, { submission });
    expect(again.id).toBe(first.id);
    expect(await requests()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
    expect(await queuedMail(handle)).toHaveLength(1);
  });

  it("refuses another customer's shipment and writes nothing", async () => {
    const { ana, bia } = await setup();
    const hers = await newShipment(bia);
    const before = (await queuedMail(handle)).length;
    await expect(create(ana, { shipmentId: hers.id, submission: crypto.randomUUID() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'support.error.shipment',
    });
    expect(await requests()).toHaveLength(0);
    expect(await handle.db.select().from(formSubmissions)).toHaveLength(0);
    expect(await queuedMail(handle)).toHaveLength(before);
  });

  it('a staff reply answers the request and tells the customer in their language (notification and email)', async () => {
    const { ana } = await setup();
    const { id } = await create(ana);
    await reply(id, 'Sua carga sai amanhã.\nAtenciosamente.');
    expect(await status(id)).toBe('answered');
    expect((await messages()).at(-1)).toMatchObject({
      authorId: 'staff',
      fromStaff: true,
      body: 'Sua carga sai amanhã.\nAtenciosamente.',
    });

    const notes = await handle.db.select().from(notifications).where(eq(notifications.userId, 'ana'));
    expect(notes).toMatchObject([
      {
        title: 'Reply to your request: Carga atrasada',
        body: 'Sua carga sai amanhã.\nAtenciosamente.',
        link: `/en/support/${id}`,
      },
    ]);
    const toAna = (await queuedMail(handle)).filter((m) => m.to === 'ana@example.com');
    expect(toAna).toHaveLength(1);
    expect(toAna[0]).toMatchObject({
      subject: 'Reply to your request: Carga atrasada',
      causeKind: 'support',
      causeId: id,
    });
    expect(toAna[0]?.text).toContain(`The ${siteConfig().name} team replied to your request "Carga atrasada":`);
    expect(toAna[0]?.text).toMatch(
      new RegExp(`^See the conversation and reply in the portal: https?://\\S+/en/support/${id}$`, 'm'),
    );
  });

  it('replies once per submission key, and shortens a long reply in the notification', async () => {
    const { bia } = await setup();
    const { id } = await create(bia);
    const submission = crypto.randomUUID();
    await reply(id, 'x'.repeat(300), submission);
    await reply(id, 'x'.repeat(300), submission);
    expect((await messages()).filter((m) => m.fromStaff)).toHaveLength(1);
    const [note, ...others] = await handle.db.select().from(notifications).where(eq(notifications.userId, 'bia'));
    expect(others).toHaveLength(0);
    expect(note).toMatchObject({ title: 'Resposta ao chamado: Carga atrasada', link: `/support/${id}` });
    expect([...(note?.body ?? '')]).toHaveLength(200);
  });

  it("the customer's new message opens an answered request again and emails the staff", async () => {
    const { ana } = await setup();
    const { id } = await create(ana);
    await reply(id);
    await write(ana, id, 'Obrigada, mas e a nota fiscal?');
    expect(await status(id)).toBe('open');
    const toStaff = (await queuedMail(handle)).filter((m) => m.to === config().supportNotifyTo);
    expect(toStaff.map((m) => m.subject)).toEqual([
      'Novo chamado de suporte: Carga atrasada',
      'Nova mensagem no chamado: Carga atrasada',
    ]);
    expect(toStaff[1]?.text).toContain('Obrigada, mas e a nota fiscal?');
  });

  it('a closed request takes no more messages, replies or closing', async () => {
    const { ana } = await setup();
    const { id } = await create(ana);
    await reply(id);
    await close(id);
    expect(await status(id)).toBe('closed');
    await expect(write(ana, id)).rejects.toMatchObject(CLOSED);
    await expect(reply(id)).rejects.toMatchObject(CLOSED);
    await expect(close(id)).rejects.toMatchObject(CLOSED);
    expect(await messages()).toHaveLength(2);
    expect(await status(id)).toBe('closed');
    const audit = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((e) => [e.actorId, e.action, e.subjectKind, e.subjectId, e.before, e.after])).toEqual([
      ['staff', 'support.reply', 'support', id, { status: 'open' }, { status: 'answered' }],
      ['staff', 'support.close', 'support', id, { status: 'answered' }, { status: 'closed' }],
    ]);
  });

  it("keeps each customer to their own requests: another's id is not found and changes nothing", async () => {
    const { ana, bia } = await setup();
    const { id } = await create(ana);
    await expect(write(bia, id)).rejects.toMatchObject(NOT_FOUND);
    expect(await messages()).toHaveLength(1);
    expect(await customerThreadProps('bia', id, 'pt-BR')).toBeUndefined();
    expect(await customerThreadProps('bia', 'not-a-uuid', 'pt-BR')).toBeUndefined();
    expect((await customerRequestsPage('bia', 1)).rows).toHaveLength(0);
    expect((await customerSupportProps('bia', new URL('http://x/support'), 'pt-BR')).rows).toHaveLength(0);
    await expect(reply(crypto.randomUUID())).rejects.toMatchObject(NOT_FOUND);
  });

  it('shows the conversation with the staff as the company to the customer, and by name to the staff', async () => {
    const { ana } = await setup();
    const { id } = await create(ana);
    await reply(id);
    const mine = await customerThreadProps('ana', id, 'en');
    expect(mine?.messages.map((m) => m.author)).toEqual(['You', siteConfig().name]);
    expect(mine?.request).toMatchObject({ statusLabel: 'Answered', categoryLabel: 'Shipment' });
    const theirs = await staffThreadProps(id, 'pt-BR');
    expect(theirs?.customer).toBe('Ana ana · ana@example.com');
    expect(theirs?.messages.map((m) => m.author)).toEqual(['Ana ana', `${siteConfig().name} · Ana staff`]);
  });

  it('lists the open requests for the staff by default; any status, and search by subject or customer', async () => {
    const { ana, bia } = await setup();
    const first = await create(ana, { subject: 'Boleto duplicado' });
    await create(bia, { subject: 'Senha' });
    await reply(first.id);
    const subjects = async (query: string) =>
      (await staffSupportProps(new URL(`http://x/admin/support${query}`), 'pt-BR')).rows.map((r) => r.subject);
    expect(await subjects('')).toEqual(['Senha']);
    expect(await subjects('?status=all')).toEqual(['Boleto duplicado', 'Senha']);
    expect(await subjects('?status=answered')).toEqual(['Boleto duplicado']);
    expect(await subjects('?status=all&q=ANA%40example')).toEqual(['Boleto duplicado']);
    expect(await subjects('?status=all&q=senh')).toEqual(['Senha']);
    expect(await subjects('?status=zzz&q=%25')).toEqual([]);
  });
});

describe('support forms', () => {
  it('keep a message’s line breaks and refuse blank, oversized or unknown values', () => {
    const valid = { subject: ' Acesso ', category: 'access', message: 'Linha 1\r\n\tLinha 2' };
    expect(z.parse(newRequestSchema, valid)).toMatchObject({ subject: 'Acesso', message: 'Linha 1\r\n\tLinha 2' });
    const errors = (input: Record<string, unknown>) => {
      const result = z.safeParse(newRequestSchema, { ...valid, ...input });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(errors({ subject: '   ' })).toEqual(['support.error.subject']);
    expect(errors({ subject: 'x'.repeat(121) })).toEqual(['support.error.subjectTooLong']);
    expect(errors({ category: 'urgent' })).toEqual(['support.error.category']);
    expect(errors({ message: null })).toEqual(['support.error.message']);
    expect(errors({ message: 'x'.repeat(4001) })).toEqual(['support.error.messageTooLong']);
    expect(errors({ message: 'a\u0000b' })).toEqual(['common.error.invalidCharacters']);
    expect(errors({ shipmentId: 'PLP-1' })).toEqual(['support.error.shipment']);
  });

  it('send requests to SUPPORT_NOTIFY_TO, or to the leads address without it', () => {
    expect(parseConfig({ LEADS_NOTIFY_TO: 'vendas@example.com', SUPPORT_NOTIFY_TO: ' ' }).supportNotifyTo).toBe(
      'vendas@example.com',
    );
    expect(
      parseConfig({ LEADS_NOTIFY_TO: 'vendas@example.com', SUPPORT_NOTIFY_TO: 'suporte@example.com' }).supportNotifyTo,
    ).toBe('suporte@example.com');
    expect(() => parseConfig({ SUPPORT_NOTIFY_TO: 'nope' })).toThrow(/SUPPORT_NOTIFY_TO/);
  });
});
