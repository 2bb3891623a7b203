import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, leads, modules } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { leadSchema, type LeadInput } from './lead.schema';
import { submitLead } from './leads.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['background_jobs', 'leads', 'form_submissions']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

let ipCounter = 0;
/** A fresh client address per call, so tests never share a rate-limit window. */
const freshIp = () => `192.0.2.${++ipCounter}`;

function lead(overrides: Record<string, unknown> = {}): LeadInput {
  return z.parse(leadSchema, {
    nome_completo: 'Maria da Silva',
    email: 'maria@example.com',
    celular: '(84) 99999-0000',
    mensagem: 'Gostaria de agendar uma visita.',
    locale: 'pt-BR',
    pagina: '/',
    ...overrides,
  });
}

/** Each lead queues its team notification, its instant answer and its first-response alert. */
const JOBS_PER_LEAD = 3;

const count = async (table: typeof leads | typeof jobs) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

/** The queued emails, as the job runner will send them, with what caused them. */
async function queuedMail() {
  const rows = await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(asc(jobs.createdAt));
  return rows.map((row) => ({
    ...(row.payload as MailMessage),
    state: row.state,
    causeKind: row.causeKind,
    causeId: row.causeId,
  }));
}

describe('submitLead', () => {
  it('stores the lead and queues its notification email, linked, in one go', async () => {
    const result = await submitLead(lead({ modulo: 7 }), { ip: freshIp() });
    expect(result.status).toBe('stored');

    const [row] = await handle.db.select().from(leads);
    expect(row).toMatchObject({
      fullName: 'Maria da Silva',
      email: 'maria@example.com',
      phone: '(84) 99999-0000',
      message: 'Gostaria de agendar uma visita.',
      moduleNumber: 7,
      locale: 'pt-BR',
      page: '/',
      status: 'new',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    // The team's notification first, then the visitor's instant answer (src/features/sales/clock).
    const [mail, answer, ...more] = await queuedMail();
    expect(more).toEqual([]);
    expect(answer).toMatchObject({ to: 'maria@example.com', causeKind: 'lead', causeId: row?.id });
    expect(answer?.subject).toMatch(/^Recebemos seu contato/);
    expect(mail).toMatchObject({
      to: config().leadsNotifyTo,
      replyTo: 'maria@example.com',
      subject: 'Novo contato pelo site: Maria da Silva (Módulo 7)',
      state: 'queued',
      causeKind: 'lead',
      causeId: row?.id,
    });
    expect(mail?.text).toContain('Nome: Maria da Silva');
    expect(mail?.text).toContain('Email: maria@example.com');
    expect(mail?.text).toContain('Celular: (84) 99999-0000');
    expect(mail?.text).toContain('Módulo de interesse: Módulo 7');
    expect(mail?.text).toContain('Gostaria de agendar uma visita.');
  });

  it('keeps neither the lead nor the email when the email cannot be queued', async () => {
    await handle.db.execute(sql`ALTER TABLE background_jobs ADD CONSTRAINT refuse_all CHECK (false)`);
    try {
      await expect(submitLead(lead(), { ip: freshIp() })).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`ALTER TABLE background_jobs DROP CONSTRAINT refuse_all`);
    }
    expect(await count(leads)).toBe(0);
    expect(await count(jobs)).toBe(0);
  });

  it('stores an empty message as null and says so in the email', async () => {
    await submitLead(lead({ mensagem: '   ' }), { ip: freshIp() });
    const [row] = await handle.db.select().from(leads);
    expect(row?.message).toBeNull();
    expect(row?.moduleNumber).toBeNull();
    const [mail] = await queuedMail();
    expect(mail?.subject).toBe('Novo contato pelo site: Maria da Silva');
    expect(mail?.text).toContain('Não foi fornecida uma mensagem específica.');
    expect(mail?.text).toContain('Módulo de interesse: nenhum específico');
  });

  it('records the page and locale, replacing tampered values with the defaults', async () => {
    await submitLead(lead({ locale: 'en', pagina: '/en' }), { ip: freshIp() });
    await submitLead(lead({ locale: 'fr', pagina: 'https://evil.example/' }), { ip: freshIp() });
    await submitLead(lead({ locale: undefined, pagina: '//evil.example' }), { ip: freshIp() });
    const rows = await handle.db.select().from(leads).orderBy(leads.createdAt);
    expect(rows.map((r) => [r.locale, r.page])).toEqual([
      ['en', '/en'],
      ['pt-BR', '/'],
      ['pt-BR', '/'],
    ]);
  });

  it('pretends to succeed for a filled honeypot but stores nothing', async () => {
    const result = await submitLead(lead({ empresa_site: 'https://spam.example' }), { ip: freshIp() });
    expect(result.status).toBe('ignored');
    expect(await count(leads)).toBe(0);
    expect(await count(jobs)).toBe(0);
  });

  it('rejects a module that is not in the modules table, storing nothing', async () => {
    await handle.db.delete(modules).where(eq(modules.number, 18));
    await expect(submitLead(lead({ modulo: 18 }), { ip: freshIp() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'leads.error.module',
    });
    expect(await count(leads)).toBe(0);
    expect(await count(jobs)).toBe(0);
  });

  it('stores a submission once: a retry with the same key, even at the same time, gets the first lead back', async () => {
    const submission = '0b6f4a52-8c1e-4f7a-9a3b-2d5e6f708192';
    const first = await submitLead(lead({ submission }), { ip: freshIp() });
    const again = await submitLead(lead({ submission }), { ip: freshIp() });
    expect(first.status).toBe('stored');
    expect(again).toEqual(first);
    const racing = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const [a, b] = await Promise.all([
      submitLead(lead({ submission: racing }), { ip: freshIp() }),
      submitLead(lead({ submission: racing }), { ip: freshIp() }),
    ]);
    expect(a).toEqual(b);
    expect(await count(leads)).toBe(2);
    expect(await count(jobs)).toBe(2 * JOBS_PER_LEAD);
    // Without a key (a client that sends none) every post is a new lead.
    await submitLead(lead(), { ip: freshIp() });
    await submitLead(lead(), { ip: freshIp() });
    expect(await count(leads)).toBe(4);
  });

  it("keeps both leads of two visitors who share a cached page's submission key", async () => {
    const shared = '3c2b1a09-8f7e-4d6c-9b5a-493827161504';
    const maria = await submitLead(lead({ submission: shared }), { ip: freshIp() });
    const joao = await submitLead(
      lead({ submission: shared, nome_completo: 'João Souza', email: 'joao@example.com' }),
      { ip: freshIp() },
    );
    expect(maria.status).toBe('stored');
    expect(joao.status).toBe('stored');
    expect(joao).not.toEqual(maria);
    // Maria's retry is still recognised as hers.
    expect(await submitLead(lead({ submission: shared }), { ip: freshIp() })).toEqual(maria);
    expect(await count(leads)).toBe(2);
    expect(await count(jobs)).toBe(2 * JOBS_PER_LEAD);
  });

  it('limits each client address to LEADS_PER_MINUTE leads a minute', async () => {
    const limit = config().leadsPerMinute;
    const ip = freshIp();
    const now = Date.now();
    for (let i = 0; i < limit; i++) {
      expect((await submitLead(lead(), { ip, now })).status).toBe('stored');
    }
    await expect(submitLead(lead(), { ip, now: now + 1000 })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'leads.error.rateLimited',
    });
    expect(await count(leads)).toBe(limit);
    // Another visitor is not affected, and the first one may send again a minute later.
    expect((await submitLead(lead(), { ip: freshIp(), now })).status).toBe('stored');
    expect((await submitLead(lead(), { ip, now: now + 60_001 })).status).toBe('stored');
    expect(await count(leads)).toBe(limit + 2);
    expect(await count(jobs)).toBe((limit + 2) * JOBS_PER_LEAD);
  });
});

describe('the lead pipeline status', () => {
  it('starts at new, and the database refuses a status outside the pipeline', async () => {
    const result = await submitLead(lead(), { ip: freshIp() });
    if (result.status !== 'stored') throw new Error(result.status);
    await handle.db.update(leads).set({ status: 'visit-scheduled' }).where(eq(leads.id, result.leadId));
    expect((await handle.db.select().from(leads))[0]?.status).toBe('visit-scheduled');
    await expect(
      handle.db.execute(sql`UPDATE leads SET status = 'maybe' WHERE id = ${result.leadId}`),
    ).rejects.toThrow();
    expect((await handle.db.select().from(leads))[0]?.status).toBe('visit-scheduled');
  });
});
