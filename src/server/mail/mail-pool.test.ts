// The pooled SMTP transport and the runner sending several emails at once: each email goes out
// once, also with two runners on one database, and a runner that dies mid-batch leaves its emails
// to be sent after their lease, with the same Message-ID (so the receiver can drop a duplicate).
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import { startMailSink, type MailSink } from '../../../tests/support/mail-sink.mjs';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import { runDueJobs, startJobRunner, type JobRunner } from '@/server/jobs';
import { captureLogs } from '@/server/observability/logger.test-support';
import { enqueueMail, mailJob, mailJobHandler } from '.';
import { createMailTransport, type MailTransport } from './transport';

const FROM = 'Site <site@example.com>';
const GREETING_DELAY_MS = 100;
let handle: DatabaseHandle;
let sink: MailSink;
let transports: MailTransport[];

useLiveTestDatabase((h) => (handle = h));
beforeAll(async () => {
  sink = await startMailSink({ greetingDelayMs: GREETING_DELAY_MS });
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  await handle.db.execute(sql`TRUNCATE background_jobs`);
  sink.clear();
  transports = [];
});
afterEach(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  vi.restoreAllMocks();
});

const pooled = () => {
  const transport = createMailTransport({ smtpUrl: sink.url, from: FROM, messageIdDomain: 'example.com' });
  transports.push(transport);
  return transport;
};
/** Queues `count` emails in one transaction; returns their ids in order. */
const queueMany = (count: number, prefix = 'Aviso') =>
  handle.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let n = 1; n <= count; n++)
      ids.push(await enqueueMail(tx, { to: `cliente${n}@example.com`, subject: `${prefix} ${n}`, text: `Corpo ${n}` }));
    return ids;
  });
const messageIdOf = (id: string) => `<${id}@example.com>`;
const receivedIds = () => sink.messages.map((m) => m.headers['message-id']);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe(`pooled email delivery on ${testEngine}`, () => {
  it('sends queued emails several at a time over a few kept-open connections, each exactly once', async () => {
    const ids = await queueMany(60);
    const smtp = pooled();
    expect(smtp.concurrency).toBe(5);
    expect(await runDueJobs(handle.db, [mailJobHandler(smtp)])).toEqual({ succeeded: 60, retried: 0, failed: 0 });
    expect([...receivedIds()].sort()).toEqual(ids.map(messageIdOf).sort());
    const connections = new Set(sink.messages.map((m) => m.connection));
    // Several connections at once, each kept open for many emails: one greeting per connection, not
    // per email (how fast that is, is npm run bench -- mail's figure, not a test's).
    expect(connections.size).toBeGreaterThan(1);
    expect(connections.size).toBeLessThanOrEqual(5);
  });

  it('two runners on one database never send the same email twice', async () => {
    const ids = await queueMany(80);
    // On PostgreSQL the second runner has its own connections, as another process would.
    const other =
      testEngine === 'postgres' ? await openDatabase({ url: (handle.driver as { url: string }).url }) : handle;
    const runners: JobRunner[] = [];
    try {
      runners.push(await startJobRunner({ handlers: [mailJobHandler(pooled())], pollIntervalMs: 50, listen: false }));
      runners.push(
        await startJobRunner({
          handlers: [mailJobHandler(pooled())],
          pollIntervalMs: 50,
          listen: false,
          database: () => other.db,
        }),
      );
      await vi.waitFor(() => expect(sink.messages.length).toBeGreaterThanOrEqual(ids.length), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      for (const runner of runners) await runner.stop();
      if (other !== handle) await other.close();
    }
    expect(receivedIds()).toHaveLength(ids.length);
    expect([...receivedIds()].sort()).toEqual(ids.map(messageIdOf).sort());
  });

  it('a runner that dies mid-batch: its emails are sent after the lease, with the same Message-ID', async () => {
    const logs = captureLogs();
    const ids = await queueMany(12);
    const smtp = pooled();
    // The dying runner delivers its first two emails, then hangs before marking them sent and
    // before sending anything else: the process stopped after (or before) the SMTP conversation.
    let calls = 0;
    let wake!: () => void;
    const frozen = new Promise<void>((resolve) => (wake = resolve));
    const dying: MailTransport = {
      concurrency: 5,
      async send(mail) {
        if (calls++ < 2) await smtp.send(mail);
        await frozen;
      },
      close() {},
    };
    const t0 = new Date();
    const crashed = runDueJobs(handle.db, [mailJobHandler(dying)], t0);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(2), { timeout: 5_000, interval: 10 });
    const sentBeforeCrash = receivedIds();
    const states = await handle.db.select({ state: jobs.state }).from(jobs);
    expect(states.map((j) => j.state)).toEqual(ids.map(() => 'running'));

    // Within the lease nobody takes them; after it another runner sends every one.
    expect(await runDueJobs(handle.db, [mailJobHandler(smtp)], later(t0, mailJob.leaseMs - 1_000))).toEqual({
      succeeded: 0,
      retried: 0,
      failed: 0,
    });
    expect(await runDueJobs(handle.db, [mailJobHandler(smtp)], later(t0, mailJob.leaseMs + 1))).toEqual({
      succeeded: ids.length,
      retried: 0,
      failed: 0,
    });

    // Every email reached the server; the two sent before the crash went twice, each time with its one Message-ID.
    expect(new Set(receivedIds())).toEqual(new Set(ids.map(messageIdOf)));
    expect(receivedIds()).toHaveLength(ids.length + 2);
    for (const id of sentBeforeCrash) expect(receivedIds().filter((x) => x === id)).toHaveLength(2);

    // The stalled runner wakes up after its lease: it cannot mark what it held, and starts nothing more.
    const stalledFor = Date.now() + mailJob.leaseMs;
    vi.spyOn(Date, 'now').mockImplementation(() => stalledFor);
    const hung = calls;
    wake();
    await crashed;
    expect(calls).toBe(hung);
    expect(receivedIds()).toHaveLength(ids.length + 2);
    expect(logs.at('warn')).toContainEqual(
      expect.objectContaining({ kind: 'mail', msg: expect.stringContaining('finished after its lease ended') }),
    );
  });

  it('a send that fails is retried after its backoff with the same Message-ID, the others are not resent', async () => {
    captureLogs();
    const ids = await queueMany(10);
    const smtp = pooled();
    const failOnce = new Set(ids.filter((_, i) => i % 3 === 0));
    const flaky: MailTransport = {
      concurrency: smtp.concurrency,
      async send(mail) {
        if (failOnce.delete(mail.id)) throw new Error('connection reset');
        await smtp.send(mail);
      },
      close() {},
    };
    const t0 = new Date();
    expect(await runDueJobs(handle.db, [mailJobHandler(flaky)], t0)).toEqual({ succeeded: 6, retried: 4, failed: 0 });
    expect(await runDueJobs(handle.db, [mailJobHandler(flaky)], later(t0, 10_001))).toEqual({
      succeeded: 4,
      retried: 0,
      failed: 0,
    });
    expect(receivedIds()).toHaveLength(ids.length);
    expect([...receivedIds()].sort()).toEqual(ids.map(messageIdOf).sort());
  });
});
