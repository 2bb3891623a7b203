// The morning digest at 08:00 Fortaleza time on business days. Every app process runs a timer
// (startSalesDigest, from boot); the first to record ('sales-digest', today) in scheduled_runs queues
// one digest job per staff account and one for the sales address, in the same transaction. Each
// job gathers its recipient's day when it runs and sends nothing when there is nothing to say.
import { and, asc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { siteInstant } from '@/lib/site-time';
import { config } from '@/server/config';
import { db } from '@/server/db/client';
import { leads, user, visits } from '@/server/db/schema';
import {
  claimDailyRun,
  defineJobKind,
  enqueueJob,
  exponentialBackoff,
  startDailyTimer,
  type JobHandler,
} from '@/server/jobs';
import { enqueueMailOnce, recipientLocale, wakeMailRunner } from '@/server/mail';
import { listStaff } from '@/server/staff';
import { addDays, siteDay } from '@/lib/site-time';
import { isBusinessDay, siteMinute } from './business-time';
import { isClosedDay, readClockRules } from './clock-rules.server';
import { OPEN_STAGES } from './clock-rules.schema';
import { lateBy, lateCondition, lateText } from './lateness';
import { salesDigestEmail } from './sales-digest.email';

export const DIGEST_RUN = 'sales-digest';
/** 08:00, site time. */
export const DIGEST_MINUTE = 8 * 60;
/** A morning digest is still worth sending until noon (a process that was down at 8:00); after that, the day's is skipped. */
export const DIGEST_LAST_MINUTE = 12 * 60;
/** Items listed per section: a longer list belongs in the admin area. */
const DIGEST_ITEMS = 30;

/** One digest: a staff account's, or (userId null) the sales address's. */
export const salesDigestJob = defineJobKind<{ day: string; userId: string | null }>({
  name: 'sales-digest',
  maxAttempts: 10,
  retryDelayMs: exponentialBackoff(60_000, 30 * 60_000),
  leaseMs: 2 * 60_000,
});

/**
 * Queues the digests of `now`'s day when it is a business day, it is past 08:00 and no process has
 * yet. Returns whether this call queued them.
 */
export async function runSalesDigest(now = new Date()): Promise<boolean> {
  const day = siteDay(now);
  if (siteMinute(now) < DIGEST_MINUTE) return false;
  if (!isBusinessDay(day, () => false) || (await isClosedDay(day))) return false;
  const staff = await listStaff();
  return db().transaction(async (tx) => {
    if (!(await claimDailyRun(tx, DIGEST_RUN, day))) return false;
    for (const userId of [...staff.map((s) => s.id), null]) await enqueueJob(tx, salesDigestJob, { day, userId });
    return true;
  });
}

/** What the timer does at `now`: wait for 8:00, send the day's digests (until noon), or skip the day. */
export function digestMoment(now: Date): 'wait' | 'send' | 'skip' {
  const minute = siteMinute(now);
  if (minute < DIGEST_MINUTE) return 'wait';
  return minute < DIGEST_LAST_MINUTE ? 'send' : 'skip';
}

/** The timer every process runs: once the day's digests are queued (here or elsewhere), it waits for the next day. */
export function startSalesDigest() {
  let settledDay: string | undefined;
  return startDailyTimer(DIGEST_RUN, async (now) => {
    const day = siteDay(now);
    const moment = digestMoment(now);
    if (settledDay === day || moment === 'wait') return;
    if (moment === 'send') await runSalesDigest(now);
    settledDay = day;
  });
}

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Fortaleza' });

/** What `userId`'s digest (or, null, the sales address's) says for `day`, lateness as of `now`. */
export async function digestContent(day: string, userId: string | null, now = new Date()) {
  const owned: SQL = userId ? eq(leads.ownerId, userId) : isNull(leads.ownerId);
  const rules = await readClockRules();
  const rule = { now, stageDays: rules.stageDays };
  const [visitRows, lateRows, followRows] = await Promise.all([
    db()
      .select({ startsAt: visits.startsAt, name: leads.fullName })
      .from(visits)
      .innerJoin(leads, eq(leads.id, visits.leadId))
      .where(
        and(
          eq(visits.status, 'booked'),
          gte(visits.startsAt, siteInstant(day)),
          lt(visits.startsAt, siteInstant(addDays(day, 1))),
          userId ? owned : undefined,
        ),
      )
      .orderBy(asc(visits.startsAt))
      .limit(DIGEST_ITEMS),
    db()
      .select({
        name: leads.fullName,
        status: leads.status,
        firstResponseAt: leads.firstResponseAt,
        firstResponseDueAt: leads.firstResponseDueAt,
        stageChangedAt: leads.stageChangedAt,
      })
      .from(leads)
      .where(and(lateCondition(rule), owned))
      .orderBy(asc(leads.createdAt))
      .limit(DIGEST_ITEMS),
    db()
      .select({ name: leads.fullName })
      .from(leads)
      .where(and(eq(leads.followUpOn, day), inArray(leads.status, [...OPEN_STAGES]), owned))
      .orderBy(asc(leads.createdAt))
      .limit(DIGEST_ITEMS),
  ]);
  return {
    visits: visitRows.map((v) => ({ time: TIME.format(v.startsAt), name: v.name })),
    late: lateRows.map((l) => ({ name: l.name, lateMs: lateBy(l, rule) ?? 0 })),
    followUps: followRows,
  };
}

export function salesDigestHandler(): JobHandler<{ day: string; userId: string | null }> {
  return {
    kind: salesDigestJob,
    async run(job) {
      const { day, userId } = job.payload;
      const [account] = userId
        ? await db()
            .select({ email: user.email, name: user.name, locale: user.locale })
            .from(user)
            .where(eq(user.id, userId))
        : [{ email: config().leadsNotifyTo, name: null, locale: null }];
      if (!account) return;
      const content = await digestContent(day, userId);
      if (!content.visits.length && !content.late.length && !content.followUps.length) return;
      const locale = recipientLocale(account.locale);
      const mail = salesDigestEmail(
        { day, ...content, late: content.late.map((l) => ({ name: l.name, late: lateText(l.lateMs, locale) })) },
        { ...account, locale },
      );
      await enqueueMailOnce(db(), job.id, mail, userId ? { cause: { kind: 'user', id: userId } } : {});
      wakeMailRunner();
    },
  };
}
