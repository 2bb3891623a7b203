// Each staff member's private calendar feed of the visits (/calendario/<token>.ics). The token is
// never stored: it is a keyed name (src/server/signed-links.ts) of the staff member's id and the
// feed's creation time under the site's secret (AUTH_SECRET), and the table keeps its hash only. So the staff page shows the
// address again while the feed exists, a new feed (a new time) replaces the old address, and
// revoking deletes the row: the old address answers 404. A new AUTH_SECRET changes every address
// (the page then offers a new one); so does the generated one if the data directory's copy is lost. Callers of the changes have checked the role.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { leads, staffCalendarFeeds, user, visits } from '@/server/db/schema';
import { keyedName, sameSecret, storedHash } from '@/server/signed-links';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed's window: from 30 days back to the booking horizon, and never less than 90 days ahead
 *  (the staff's own visits may be set past the horizon). */
export const FEED_DAYS_BACK = 30;
export const FEED_MIN_DAYS_AHEAD = 90;
/** A bound on what one answer reads, whatever the calendar holds. */
const FEED_MAX_EVENTS = 2000;

const tokenOf = (userId: string, createdAt: Date) =>
  keyedName('staff-calendar-feed', userId, String(createdAt.getTime()));

export const feedPath = (token: string) => `/calendario/${token}.ics`;

/** The staff member's feed address (path), or null while they have none (or it no longer works). */
export async function feedOf(userId: string): Promise<{ path: string; createdAt: Date } | null> {
  const [row] = await db().select().from(staffCalendarFeeds).where(eq(staffCalendarFeeds.userId, userId));
  if (!row) return null;
  const token = tokenOf(userId, row.createdAt);
  return sameSecret(storedHash(token), row.tokenHash) ? { path: feedPath(token), createdAt: row.createdAt } : null;
}

/** Makes the staff member's feed, replacing the one they had. */
export async function createFeed(actor: AuditActor, now = new Date()): Promise<void> {
  // A whole millisecond: the row keeps it exactly, and the page recomputes the same token.
  const createdAt = new Date(Math.floor(now.getTime()));
  const tokenHash = storedHash(tokenOf(actor.id, createdAt));
  await db().transaction(async (tx) => {
    const [previous] = await tx
      .delete(staffCalendarFeeds)
      .where(eq(staffCalendarFeeds.userId, actor.id))
      .returning({ createdAt: staffCalendarFeeds.createdAt });
    await tx.insert(staffCalendarFeeds).values({ userId: actor.id, tokenHash, createdAt });
    await recordAudit(tx, {
      actor,
      action: 'user.calendarFeed',
      subject: { kind: 'user', id: actor.id },
      before: previous ? { feedCreatedAt: previous.createdAt.toISOString() } : null,
      after: { feedCreatedAt: createdAt.toISOString() },
    });
  });
}

/** Revokes the staff member's feed; false when there was none. */
export async function revokeFeed(actor: AuditActor): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffCalendarFeeds)
      .where(eq(staffCalendarFeeds.userId, actor.id))
      .returning({ createdAt: staffCalendarFeeds.createdAt });
    if (!removed) return { changed: false };
    await recordAudit(tx, {
      actor,
      action: 'user.calendarFeedRevoke',
      subject: { kind: 'user', id: actor.id },
      before: { feedCreatedAt: removed.createdAt.toISOString() },
      after: null,
    });
    return { changed: true };
  });
}

/** Whether `token` is a feed's (a revoked or unknown one is not). */
/** The language of the staff member whose feed `token` opens (their account's), or null: no such feed. */
export async function feedOwnerLocale(token: string): Promise<Locale | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db()
    .select({ locale: user.locale })
    .from(staffCalendarFeeds)
    .innerJoin(user, eq(user.id, staffCalendarFeeds.userId))
    .where(eq(staffCalendarFeeds.tokenHash, storedHash(token)));
  if (!row) return null;
  return isLocale(row.locale) ? row.locale : defaultLocale;
}

/** The booked and done visits in the feed's window, by start (visits_starts_at_idx), with their lead. */
export function feedVisits(daysAhead: number, now = new Date()) {
  const from = new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(now.getTime() + Math.max(daysAhead, FEED_MIN_DAYS_AHEAD) * DAY_MS);
  return db()
    .select({
      id: visits.id,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      sequence: visits.sequence,
      status: visits.status,
      updatedAt: visits.updatedAt,
      moduleNumber: visits.moduleNumber,
      leadId: leads.id,
      leadName: leads.fullName,
      leadPhone: leads.phone,
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(and(gte(visits.startsAt, from), lt(visits.startsAt, to), inArray(visits.status, ['booked', 'done'])))
    .orderBy(asc(visits.startsAt))
    .limit(FEED_MAX_EVENTS);
}
