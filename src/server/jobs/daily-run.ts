// Work that must happen once a day however many app processes run: a timer in each process calls
// `tick` every minute, and `claimDailyRun` lets exactly one of them act for a day: the first to
// insert (name, day) into scheduled_runs, in the transaction that queues the day's jobs.
import type { Database } from '@/server/db/client';
import { scheduledRuns } from '@/server/db/schema';
import { moduleLogger } from '@/server/observability';

const log = moduleLogger('jobs');

/** True for the one caller that records run `name` for `day` ('yyyy-MM-dd') in `tx`. */
export async function claimDailyRun(tx: Database, name: string, day: string): Promise<boolean> {
  const rows = await tx
    .insert(scheduledRuns)
    .values({ name, day })
    .onConflictDoNothing()
    .returning({ name: scheduledRuns.name });
  return rows.length > 0;
}

/** Calls `tick(now)` now and every `everyMs` until stopped; a failing tick is logged and tried again next time. */
export function startDailyTimer(name: string, tick: (now: Date) => Promise<unknown>, everyMs = 60_000) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = tick(new Date())
      .catch((error: unknown) => log.error({ err: error, run: name }, `daily run ${name} failed; trying again`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
