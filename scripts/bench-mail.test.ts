// The mail benchmark (not a test: skipped unless BENCH_MAIL_OUT names where to write the figures;
// `npm run bench -- mail` runs it through scripts/bench-mail.mjs). 1,000 emails queued in the
// embedded database (PGlite in a throw-away data directory), then the app's job runner with the
// pooled SMTP transport delivers them to a local SMTP server that waits 100 ms before its
// greeting; the figure is the time from the runner's start to the last email marked sent. For
// comparison, a few emails sent the old way: one connection per email, one at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startMailSink } from '../tests/support/mail-sink.mjs';
import { openDatabase, setDatabase } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { startLiveEvents } from '@/server/events';
import { startJobRunner } from '@/server/jobs';
import { enqueueMail, mailJobHandler } from '@/server/mail';
import { createMailTransport, type MailTransportOptions } from '@/server/mail/transport';

const out = process.env.BENCH_MAIL_OUT;
const EMAILS = Number(process.env.BENCH_MAIL_COUNT ?? 1_000);
const UNPOOLED_EMAILS = Number(process.env.BENCH_MAIL_UNPOOLED_COUNT ?? 50);
const GREETING_DELAY_MS = 100;
const FROM = 'Condomínio <site@example.com>';

describe.runIf(out)('mail benchmark', () => {
  it(`delivers ${EMAILS} queued emails through the pooled transport`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mail-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await handle.migrate();
    setDatabase(handle);
    const events = await startLiveEvents(handle.driver);
    const sink = await startMailSink({ greetingDelayMs: GREETING_DELAY_MS });
    const succeeded = async () =>
      (
        await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.state, 'succeeded'))
      )[0]?.n ?? 0;

    /** Queues `count` emails, runs the job runner until all are marked sent; returns the figures. */
    async function deliver(count: number, transportOptions: MailTransportOptions) {
      await handle.db.execute(sql`TRUNCATE background_jobs`);
      sink.clear();
      await handle.db.transaction(async (tx) => {
        for (let n = 1; n <= count; n++) {
          await enqueueMail(tx, {
            to: `cliente${n}@example.com`,
            subject: `Atualização do envio ${n}`,
            text: `O envio ${n} saiu para entrega.\n`,
          });
        }
      });
      const started = performance.now();
      const runner = await startJobRunner({
        handlers: [
          mailJobHandler(
            createMailTransport({ smtpUrl: sink.url, from: FROM, messageIdDomain: 'example.com' }, transportOptions),
          ),
        ],
        pollIntervalMs: 1_000,
      });
      try {
        while ((await succeeded()) < count) await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await runner.stop();
      }
      const seconds = (performance.now() - started) / 1000;
      const ids = new Set(sink.messages.map((m) => m.headers['message-id']));
      return {
        emails: count,
        seconds: Number(seconds.toFixed(2)),
        emailsPerSecond: Math.round(count / seconds),
        received: sink.messages.length,
        distinctMessageIds: ids.size,
        connections: new Set(sink.messages.map((m) => m.connection)).size,
      };
    }

    const results = {
      engine: 'pglite (temp data directory)',
      smtpGreetingDelayMs: GREETING_DELAY_MS,
      pooled: await deliver(EMAILS, {}),
      unpooled: await deliver(UNPOOLED_EMAILS, { pool: false }),
    };
    await sink.close();
    await events.stop();
    setDatabase(undefined);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(results.pooled).toMatchObject({ received: EMAILS, distinctMessageIds: EMAILS });
    expect(results.unpooled).toMatchObject({ received: UNPOOLED_EMAILS, distinctMessageIds: UNPOOLED_EMAILS });
    fs.writeFileSync(out!, JSON.stringify(results, null, 2));
  }, 600_000);
});
