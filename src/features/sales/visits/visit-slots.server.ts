// The free slots and their places. Reading: the rules, the closed days and the full slots of the
// booking window (one range query on visit_slots' primary key). Taking a place: one upsert that
// adds one to `booked` only while it is under the capacity, so whichever process serves two
// requests for the last place, one row comes back for one of them; the other gets none (full).
import { and, gte, lt, sql } from 'drizzle-orm';
import { siteInstant } from '@/lib/site-time';
import { db, type Database } from '@/server/db/client';
import { visitSlots } from '@/server/db/schema';
import type { MessageKey } from '@/i18n/translate';
import { refuse } from '@/server/refusal';
import {
  closedDaysBetween,
  readVisitRules,
  type VisitRules,
} from '@/features/sales/visit-settings/visit-settings.server';
import { addDays } from '@/lib/site-time';
import { bookingWindow, slotGrid } from './slots';

export interface OpenSlots {
  rules: VisitRules;
  /** Every slot of the grid from now on (closed days left out), full or not. */
  grid: Date[];
  /** The free ones, in order. */
  free: Date[];
}

/** The slots a visitor can pick at `now`. */
export async function openSlots(now: Date, tx: Database = db()): Promise<OpenSlots> {
  const rules = await readVisitRules(tx);
  const { first, last } = bookingWindow(rules, now);
  const [closed, full] = await Promise.all([
    closedDaysBetween(first, last, tx),
    tx
      .select({ startsAt: visitSlots.startsAt })
      .from(visitSlots)
      .where(
        and(
          gte(visitSlots.startsAt, siteInstant(first)),
          lt(visitSlots.startsAt, siteInstant(addDays(last, 1))),
          gte(visitSlots.booked, rules.placesPerSlot),
        ),
      ),
  ]);
  const grid = slotGrid(rules, new Set(closed.map((c) => c.day)), now);
  const taken = new Set(full.map((row) => row.startsAt.getTime()));
  return { rules, grid, free: grid.filter((slot) => !taken.has(slot.getTime())) };
}

/**
 * The slot a form names, if it is on the grid of `open` (in the window, after the least notice,
 * not on a closed day, at a slot's start); otherwise refused with the message the form shows
 * above the free slots.
 */
export function chosenSlot(value: string, open: OpenSlots): Date {
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : NaN;
  const slot = open.grid.find((s) => s.getTime() === time);
  if (!slot) refuse('BAD_REQUEST', 'visits.error.slotUnavailable');
  return slot;
}

export interface PlaceOptions {
  /** The staff's "book even though the slot is full": one more place than the slot has. */
  overbook?: boolean;
  /** The refusal's message when the slot is full. */
  full?: MessageKey;
}

/**
 * Takes one place of the slot at `startsAt` in `tx`, or refuses: the slot is full (filled up
 * meanwhile, for a visitor). With `overbook`, the slot's capacity grows to hold the place.
 */
export async function takePlace(
  tx: Database,
  startsAt: Date,
  capacity: number,
  { overbook = false, full = 'visits.error.slotTaken' }: PlaceOptions = {},
): Promise<void> {
  const booked = sql`"visit_slots"."booked" + 1`;
  const [taken] = await tx
    .insert(visitSlots)
    .values({ startsAt, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: visitSlots.startsAt,
      set: { booked, capacity: overbook ? sql`greatest(excluded."capacity", ${booked})` : sql`excluded."capacity"` },
      ...(overbook ? {} : { setWhere: sql`"visit_slots"."booked" < excluded."capacity"` }),
    })
    .returning({ startsAt: visitSlots.startsAt });
  if (!taken) refuse('CONFLICT', full);
}

/** Gives back one place of the slot at `startsAt` (a visit moved or cancelled); null: it held none. */
export async function releasePlace(tx: Database, startsAt: Date | null): Promise<void> {
  if (!startsAt) return;
  await tx
    .update(visitSlots)
    .set({ booked: sql`"visit_slots"."booked" - 1` })
    .where(and(sql`${visitSlots.startsAt} = ${startsAt}`, sql`"visit_slots"."booked" > 0`));
}
