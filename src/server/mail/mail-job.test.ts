import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import * as z from 'zod/mini';
import { startMailSink, type MailSink } from '../../../tests/support/mail-sink.mjs';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import type { RecordRef } from '@/lib/record-kinds';
import { submitLead } from '@/features/sales/contact-form/leads.server';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { retryJob, runDueJobs, startJobRunner } from '@/server/jobs';
import { captureLogs } from '@/server/observability/logger.test-support';
import { metricValue } from '@/server/observability/metrics.test-support';
import { enqueueMail, getMail, mailJob, mailJobHandler } from '.';
import { createMailTransport, type MailTransport } from './transport';

const FROM = 'Site <site@example.com>';
/** The site's domain: every Message-ID is on it. */
const SITE_DOMAIN = 'example.com';
let handle: DatabaseHandle;
let sink: MailSink;
let smtp: MailTransport;

useLiveTestDatabase((h) => (handle = h));
beforeAll(async () => {
  sink = await startMailSink();
  smtp = createMailTransport({ smtpUrl: sink.url, from: FROM, messageIdDomain: SITE_DOMAIN });
});
afterAll(async () => {
  await smtp.close();
  await sink.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE background_jobs, leads CASCADE`);
  sink.setDown(false);
  sink.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const queue = (subject = 'Olá', cause?: RecordRef) =>
  handle.db.transaction((tx) =>
    enqueueMail(
      tx,
      { to: 'vendas@example.com', subject, text: `Corpo de ${subject}`, replyTo: 'maria@example.com' },
      { cause },
    ),
  );
const jobOf = async (id: string) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const deliver = (now?: Date) => runDueJobs(handle.db, [mailJobHandler(smtp)], now);

describe(`email delivery on ${testEngine}`, () => {
  it('backs off exponentially: 10 s, 20 s, 40 s... capped at 30 minutes, 15 attempts', () => {
    expect([1, 2, 3, 4].map(mailJob.retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(mailJob.retryDelayMs(9)).toBe(30 * 60_000);
    expect(mailJob.retryDelayMs(mailJob.maxAttempts)).toBe(30 * 60_000);
    expect(mailJob.maxAttempts).toBe(15);
  });

  it('keeps an email while SMTP is down and delivers it exactly once when it is back', async () => {
    captureLogs();
    const [sentBefore, failedBefore] = [
      await metricValue('emails_sent_total'),
      await metricValue('emails_failed_total', { outcome: 'retrying' }),
    ];
    const id = await queue('Novo contato pelo site: Maria');
    const t0 = new Date();

    sink.setDown(true);
    expect(await deliver(t0)).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    const waiting = await jobOf(id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.runAt.getTime()).toBe(t0.getTime() + 10_000);

    sink.setDown(false);
    // Not due before its backoff ends.
    expect(await deliver(later(t0, 5_000))).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(await deliver(later(t0, 11_000))).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(await deliver(later(t0, 3_600_000))).toEqual({ succeeded: 0, retried: 0, failed: 0 });

    expect(sink.messages).toHaveLength(1);
    const [mail] = sink.messages;
    expect(mail?.subject).toBe('Novo contato pelo site: Maria');
    expect(mail?.text.trim()).toBe('Corpo de Novo contato pelo site: Maria');
    expect(mail?.envelopeTo).toEqual(['vendas@example.com']);
    expect(mail?.headers['reply-to']).toBe('maria@example.com');
    // The Message-ID is the job's id, so a retried email keeps it.
    expect(mail?.headers['message-id']).toBe(`<${id}@example.com>`);
    expect(await jobOf(id)).toMatchObject({ state: 'succeeded', attempts: 2, lastError: null });
    expect((await jobOf(id))?.finishedAt).toBeInstanceOf(Date);
    // /metrics counted the failed attempt and the email sent.
    expect(await metricValue('emails_failed_total', { outcome: 'retrying' })).toBe(failedBefore + 1);
    expect(await metricValue('emails_sent_total')).toBe(sentBefore + 1);
  });

  it("gives up loudly after the last attempt, with no one's address, name or words in the log", async () => {
    const logs = captureLogs();
    const gaveUpBefore = await metricValue('emails_failed_total', { outcome: 'gave_up' });
    const id = await handle.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          to: 'joana.prado@example.com',
          subject: 'Novo contato pelo site: Joana Prado',
          text: 'Joana Prado, (84) 98888-7777, quer visitar o módulo 7',
          replyTo: 'joana.prado@example.com',
        },
        { cause: { kind: 'lead', id: 'lead-42' } },
      ),
    );
    await handle.db
      .update(jobs)
      .set({ attempts: mailJob.maxAttempts - 1 })
      .where(eq(jobs.id, id));
    sink.setDown(true);
    expect(await deliver()).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(await jobOf(id)).toMatchObject({ state: 'failed', attempts: mailJob.maxAttempts });
    expect(logs.at('error')).toEqual([
      expect.objectContaining({
        module: 'jobs',
        kind: 'mail',
        jobId: id,
        attempt: mailJob.maxAttempts,
        outcome: 'failed',
        causeKind: 'lead',
        causeId: 'lead-42',
        msg: expect.stringContaining('GAVE UP'),
      }),
    ]);
    for (const personal of ['joana', 'Joana', 'Prado', '98888', '@example.com'])
      expect(logs.text()).not.toContain(personal);
    expect(await metricValue('emails_failed_total', { outcome: 'gave_up' })).toBe(gaveUpBefore + 1);
    sink.setDown(false);
    expect(await deliver(later(new Date(), 86_400_000))).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    expect(sink.messages).toHaveLength(0);
  });

  it('sends each email once when two deliveries run at the same time', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => queue(`Mensagem ${n}`)));
    const [a, b] = await Promise.all([deliver(), deliver()]);
    expect(a.succeeded + b.succeeded).toBe(ids.length);
    expect(sink.messages).toHaveLength(ids.length);
    expect(new Set(sink.messages.map((m) => m.subject)).size).toBe(ids.length);
  });

  it('without SMTP_URL writes the email to the log and marks it sent', async () => {
    const logs = captureLogs();
    const id = await queue('Sem servidor de email');
    expect(
      await runDueJobs(handle.db, [mailJobHandler(createMailTransport({ from: FROM, messageIdDomain: SITE_DOMAIN }))]),
    ).toEqual({
      succeeded: 1,
      retried: 0,
      failed: 0,
    });
    expect(await jobOf(id)).toMatchObject({ state: 'succeeded' });
    // The development fallback, the one line that quotes an email (there is no SMTP_URL in production).
    const logged = logs.lines.map((line) => String(line.msg)).join('\n');
    expect(logged).toContain('Subject: Sem servidor de email');
    expect(logged).toContain('To: vendas@example.com');
    expect(logged).toContain('Corpo de Sem servidor de email');
    expect(sink.messages).toHaveLength(0);
  });

  it('a runner starting up sends what was queued before (for instance before a crash)', async () => {
    await queue('Fila anterior');
    const runner = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(sink.messages.map((m) => m.subject)).toEqual(['Fila anterior']), { timeout: 2000 });
    } finally {
      await runner.stop();
    }
  });

  it('the running runner sends a new lead within a second, without waiting for its poll', async () => {
    const runner = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 60_000 });
    try {
      const input = z.parse(leadSchema, {
        nome_completo: 'João Pereira',
        email: 'joao@example.com',
        celular: '84 99999-1111',
        modulo: 9,
      });
      await submitLead(input, { ip: '198.51.100.1' });
      // The sales team's notification (the visitor's instant answer, with its spec sheet, may follow).
      const notification = () => sink.messages.find((m) => m.subject.startsWith('Novo contato pelo site'));
      await vi.waitFor(() => expect(notification()).toBeDefined(), { timeout: 1000, interval: 20 });
      const mail = notification();
      expect(mail?.subject).toBe('Novo contato pelo site: João Pereira (Módulo 9)');
      expect(mail?.headers['reply-to']).toBe('joao@example.com');
      expect(mail?.text).toContain('Celular: 84 99999-1111');
      expect(mail?.text).toContain('Não foi fornecida uma mensagem específica.');
    } finally {
      await runner.stop();
    }
  });
});

describe(`the mail log on ${testEngine}`, () => {
  it('opens each email with its cause, recipient, state, attempts and the text sent', async () => {
    captureLogs();
    const first = await queue('Primeiro', { kind: 'lead', id: 'lead-1' });
    await deliver();
    const second = await queue('Segundo');
    sink.setDown(true);
    await deliver();
    expect(await getMail(second)).toMatchObject({
      to: 'vendas@example.com',
      subject: 'Segundo',
      causeKind: null,
      state: 'queued',
      mailState: 'retrying',
      attempts: 1,
    });
    expect((await getMail(second))?.lastError).toBeTruthy();
    expect(await getMail(first)).toMatchObject({
      to: 'vendas@example.com',
      subject: 'Primeiro',
      causeKind: 'lead',
      causeId: 'lead-1',
      mailState: 'sent',
      attempts: 1,
      text: 'Corpo de Primeiro',
      replyTo: 'maria@example.com',
      html: null,
    });
    expect(await getMail('not-an-id')).toBeNull();
  });

  it('retries a failed email: it is sent again with the same Message-ID', async () => {
    captureLogs();
    const id = await queue('Falhou');
    await handle.db
      .update(jobs)
      .set({ attempts: mailJob.maxAttempts - 1 })
      .where(eq(jobs.id, id));
    sink.setDown(true);
    await deliver();
    expect((await getMail(id))?.mailState).toBe('failed');
    sink.setDown(false);
    const retry = () => handle.db.transaction((tx) => retryJob(tx, id));
    expect(await retry()).toBe(true);
    expect(await retry()).toBe(false);
    expect(await deliver()).toEqual({ succeeded: 1, retried: 0, failed: 0 });
    expect(sink.messages.map((m) => m.headers['message-id'])).toEqual([`<${id}@example.com>`]);
  });
});
