// Delivers queued emails (mail_outbox): claims due rows, sends them, and on failure retries with
// exponential backoff. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several app
// instances on one PostgreSQL never send the same email at once, and a crash mid-send only delays
// it until the lease ends (delivery is at least once).
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { config } from '@/server/config';
import { db, type Database } from '@/server/db/client';
import { outbox, type OutboxRow } from '@/server/db/schema';
import { createMailTransport, type MailTransport } from './transport';

export const MAX_ATTEMPTS = 15;
const BATCH_SIZE = 10;
const LEASE_MS = 2 * 60_000;
const BASE_DELAY_MS = 10_000;
const MAX_DELAY_MS = 30 * 60_000;

/** How long to wait after the n-th failed attempt: 10 s, 20 s, 40 s... capped at 30 min. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

async function claimDue(database: Database, now: Date): Promise<OutboxRow[]> {
  const due = database
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return database
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
}

async function deliver(database: Database, transport: MailTransport, row: OutboxRow, now: Date) {
  const attempts = row.attempts + 1;
  try {
    await transport.send(row);
    await database
      .update(outbox)
      .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
      .where(eq(outbox.id, row.id));
    return 'sent' as const;
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = attempts >= MAX_ATTEMPTS;
    await database
      .update(outbox)
      .set({
        attempts,
        lastError,
        ...(giveUp
          ? { status: 'failed' as const }
          : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
      })
      .where(eq(outbox.id, row.id));
    if (giveUp) {
      console.error(
        `[mail] GAVE UP on email ${row.id} to ${row.to} ("${row.subject}") after ${attempts} attempts: ${lastError}. ` +
          'It stays in mail_outbox with status failed; set it back to pending to retry.',
      );
      return 'failed' as const;
    }
    console.warn(`[mail] email ${row.id} attempt ${attempts} failed (${lastError}); retrying later`);
    return 'retry' as const;
  }
}

/** Sends every email due at `now`; returns how each one went. */
export async function deliverDueMail(database: Database, transport: MailTransport, now = new Date()) {
  const counts = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const rows = await claimDue(database, now);
    for (const row of rows) counts[await deliver(database, transport, row, now)] += 1;
    if (rows.length < BATCH_SIZE) return counts;
  }
}

export interface OutboxWorker {
  /** Looks for due emails now instead of at the next poll. */
  kick(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
}

let active: OutboxWorker | undefined;

/** Wakes the running worker, if any (called right after a transaction that queued mail commits). */
export function kickOutbox() {
  active?.kick();
}

export function startOutboxWorker(
  options: { transport?: MailTransport; pollIntervalMs?: number } = {},
): OutboxWorker {
  const transport = options.transport ?? createMailTransport(config().smtpUrl, config().mailFrom);
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, pollIntervalMs);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueMail(db(), transport);
        } catch (error) {
          console.error('[mail] outbox worker failed to read the outbox:', error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule();
    });
  }

  const worker: OutboxWorker = {
    kick: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (!options.transport) transport.close();
      if (active === worker) active = undefined;
    },
  };
  active = worker;
  run();
  return worker;
}
