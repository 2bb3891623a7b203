// The late leads as the pipeline's pages read them: the rule at `now` (the stage days in force) and
// how many leads it finds.
import { count } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { readClockRules } from './clock-rules.server';
import { lateCondition, type LateRule } from './lateness';

/** The lateness rule in force at `now`. */
export async function lateRuleAt(now = new Date()): Promise<LateRule> {
  return { now, stageDays: (await readClockRules()).stageDays };
}

/** How many leads are late at `now` (the overview's number). */
export async function countLateLeads(now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(leads)
    .where(lateCondition(await lateRuleAt(now)));
  return row?.n ?? 0;
}
