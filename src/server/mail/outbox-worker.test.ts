import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { startMailSink, type MailSink } from '../../../tests/support/mail-sink.mjs';
import { leadSchema } from '@/features/leads/lead.schema';
import { submitLead } from '@/features/leads/leads.server';
import type { DatabaseHandle } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { useTestDatabase } from '@/server/db/test-database';
import { enqueueMail } from './outbox';
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs, startOutboxWorker } from './outbox-worker';
import { createMailTransport, type MailTransport } from './transport';

const FROM = 'Site <site@example.com>';
let handle: DatabaseHandle;
let sink: MailSink;
let smtp: MailTransport;

beforeAll(async () => {
  handle = await useTestDatabase();
  sink = await startMailSink();
  smtp = createMailTransport(sink.url, FROM);
});
afterAll(async () => {
  smtp.close();
  await sink.close();
  await handle.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE mail_outbox, leads`);
  sink.clear();
  sink.setDown(false);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const queue = (subject = 'Olá') =>
  enqueueMail(handle.db, { to: 'vendas@example.com', subject, text: `Corpo de ${subject}`, replyTo: 'maria@example.com' });
const rowOf = async (id: string) => (await handle.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe('outbox delivery', () => {
  it('backs off exponentially: 10 s, 20 s, 40 s... capped at 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(9)).toBe(30 * 60_000);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBe(30 * 60_000);
  });

  it('keeps an email while SMTP is down and delivers it exactly once when it is back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = await queue('Novo contato pelo site: Maria');
    const t0 = new Date();

    sink.setDown(true);
    expect(await deliverDueMail(handle.db, smtp, t0)).toEqual({ sent: 0, retry: 1, failed: 0 });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBe(t0.getTime() + 10_000);

    sink.setDown(false);
    // Not due before its backoff ends.
    expect(await deliverDueMail(handle.db, smtp, later(t0, 5_000))).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(await deliverDueMail(handle.db, smtp, later(t0, 11_000))).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await deliverDueMail(handle.db, smtp, later(t0, 3_600_000))).toEqual({ sent: 0, retry: 0, failed: 0 });

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.subject).toBe('Novo contato pelo site: Maria');
    expect(mail?.text.trim()).toBe('Corpo de Novo contato pelo site: Maria');
    expect(mail?.envelopeTo).toEqual(['vendas@example.com']);
    expect(mail?.headers['reply-to']).toBe('maria@example.com');
    expect(mail?.headers['message-id']).toBe(`<${id}@example.com>`);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await rowOf(id))?.sentAt).toBeInstanceOf(Date);
  });

  it('gives up loudly after the last attempt', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await queue();
    await handle.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(outbox.id, id));
    sink.setDown(true);
    expect(await deliverDueMail(handle.db, smtp)).toEqual({ sent: 0, retry: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GAVE UP'));
    sink.setDown(false);
    expect(await deliverDueMail(handle.db, smtp, later(new Date(), 86_400_000))).toEqual({ sent: 0, retry: 0, failed: 0 });
  });

  it('sends each email once when two deliveries run at the same time', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => queue(`Mensagem ${n}`)));
    const [a, b] = await Promise.all([deliverDueMail(handle.db, smtp), deliverDueMail(handle.db, smtp)]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(ids.length);
    expect(sink.messages).toHaveLength(ids.length);
    expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(ids.length);
  });

  it('without SMTP_URL writes the email to the log and marks it sent', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const id = await queue('Sem servidor de email');
    expect(await deliverDueMail(handle.db, createMailTransport(undefined, FROM))).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    const logged = info.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('Subject: Sem servidor de email');
    expect(logged).toContain('To: vendas@example.com');
    expect(logged).toContain('Corpo de Sem servidor de email');
    expect(sink.messages).toHaveLength(0);
  });

  it('a worker starting up sends what was queued before (for instance before a crash)', async () => {
    await queue('Fila anterior');
    const worker = startOutboxWorker({ transport: smtp, pollIntervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(sink.messages.map((m) => m.subject)).toEqual(['Fila anterior']), { timeout: 2000 });
    } finally {
      await worker.stop();
    }
  });

  it('the running worker sends a new lead within a second, without waiting for its poll', async () => {
    const worker = startOutboxWorker({ transport: smtp, pollIntervalMs: 60_000 });
    try {
      const input = z.parse(leadSchema, {
        nome_completo: 'João Pereira',
        email: 'joao@example.com',
        celular: '84 99999-1111',
        modulo: 9,
      });
      await submitLead(input, { ip: '198.51.100.1' });
      await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 1000, interval: 20 });
      const [mail] = sink.messages;
      expect(mail?.subject).toBe('Novo contato pelo site: João Pereira (Módulo 9)');
      expect(mail?.headers['reply-to']).toBe('joao@example.com');
      expect(mail?.text).toContain('Celular: 84 99999-1111');
      expect(mail?.text).toContain('Não foi fornecida uma mensagem específica.');
    } finally {
      await worker.stop();
    }
  });
});
