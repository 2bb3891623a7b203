// The shared rooms: the staff define them (name, capacity, daily hours, booking lengths, the notice
// for cancelling, rules) and tenants book them for a time range. Two bookings of one room never
// overlap: the database's exclusion constraint refuses the second, whichever process writes it, and
// its writer is told the time was just taken. A tenant cancels its own booking until the room's
// notice; the staff cancel any (audited, the tenant told by notification and email).
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { addDays, siteDay, siteInstant, siteLocalInput } from '@/lib/site-time';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { EXCLUSION_VIOLATION, isPgError } from '@/server/db/errors';
import { roomBookings, rooms, tenantMembers, user, type RoomRow } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { readPage } from '@/server/lists';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { bookingCancelledEmail } from './booking-cancelled.email';
import { timeOfMinute, type BookRoomInput, type CancelBookingInput, type RoomInput } from './rooms.schema';

/** How far ahead a room can be booked. */
export const BOOKING_DAYS_AHEAD = 180;

const HOUR_MS = 60 * 60 * 1000;

/** The tenant's page of rooms, in `locale`. */
export const tenantRoomsPath = (locale: Locale) => localizePath(locale, '/dashboard/rooms');

/** A room's name in `locale`. */
export const roomName = (room: Pick<RoomRow, 'namePt' | 'nameEn'>, locale: Locale) =>
  locale === 'en' ? room.nameEn : room.namePt;

/** The instants of `day` from `start` to `end` (minutes after midnight, site time; 1440 is the next midnight). */
export function bookingRange(day: string, start: number, end: number) {
  const at = (minute: number) =>
    minute >= 1440 ? siteInstant(addDays(day, 1)) : siteInstant(day, timeOfMinute(minute));
  return { startsAt: at(start), endsAt: at(end) };
}

/** Every room, in name order. */
export function listRooms(database: Database = db()) {
  return database.select().from(rooms).orderBy(asc(rooms.namePt), asc(rooms.id));
}

export async function findRoom(id: string, database: Database = db()) {
  const [room] = await database.select().from(rooms).where(eq(rooms.id, id));
  return room;
}

const roomValues = (input: RoomInput) => ({
  namePt: input.namePt,
  nameEn: input.nameEn,
  capacity: input.capacity,
  opensMinute: input.opens,
  closesMinute: input.closes,
  minMinutes: input.minMinutes,
  maxMinutes: input.maxMinutes,
  cancelNoticeHours: input.cancelNoticeHours,
  rulesPt: input.rulesPt,
  rulesEn: input.rulesEn,
});

/** The staff create a room (no `roomId`) or change one; audited. Returns its id. */
export async function saveRoom(staff: AuditActor, input: RoomInput): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    const values = roomValues(input);
    if (!input.roomId) {
      const [row] = await tx.insert(rooms).values(values).returning({ id: rooms.id });
      if (!row) throw new Error('saveRoom: the insert returned no row');
      await recordAudit(tx, {
        actor: staff,
        action: 'room.create',
        subject: { kind: 'room', id: row.id },
        after: values,
      });
      return { id: row.id };
    }
    const [before] = await tx.select().from(rooms).where(eq(rooms.id, input.roomId)).for('update');
    if (!before) refuse('NOT_FOUND', 'rooms.error.notFound');
    await tx
      .update(rooms)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(rooms.id, before.id));
    await recordAudit(tx, {
      actor: staff,
      action: 'room.update',
      subject: { kind: 'room', id: before.id },
      before: roomValues({
        ...before,
        roomId: before.id,
        opens: before.opensMinute,
        closes: before.closesMinute,
      }),
      after: values,
    });
    return { id: before.id };
  });
}

export interface RoomBooker {
  /** The person booking. */
  userId: string;
  tenantId: string;
}

/**
 * Books `input`'s room for the booker's tenant: within the room's hours and lengths, not in the
 * past nor too far ahead; a time another booking holds is refused (`rooms.error.taken`), nothing
 * written. Once per submission.
 */
export async function bookRoom(booker: RoomBooker, input: BookRoomInput, { now = new Date() } = {}) {
  const room = await findRoom(input.roomId);
  if (!room) refuse('BAD_REQUEST', 'rooms.error.room');
  if (input.start < room.opensMinute || input.end > room.closesMinute)
    refuse('BAD_REQUEST', 'rooms.error.outsideHours');
  const length = input.end - input.start;
  if (length < room.minMinutes || length > room.maxMinutes) refuse('BAD_REQUEST', 'rooms.error.length');
  const { startsAt, endsAt } = bookingRange(input.day, input.start, input.end);
  if (startsAt.getTime() <= now.getTime()) refuse('BAD_REQUEST', 'rooms.error.past');
  if (input.day > addDays(siteDay(now), BOOKING_DAYS_AHEAD)) refuse('BAD_REQUEST', 'rooms.error.tooFar');
  try {
    return await submitOnce('rooms.book', input.submission, async (tx) => {
      const [row] = await tx
        .insert(roomBookings)
        .values({ roomId: room.id, tenantId: booker.tenantId, bookedBy: booker.userId, startsAt, endsAt })
        .returning({ id: roomBookings.id });
      if (!row) throw new Error('bookRoom: the insert returned no row');
      return { id: row.id };
    });
  } catch (error) {
    if (isPgError(error, EXCLUSION_VIOLATION)) refuse('CONFLICT', 'rooms.error.taken');
    throw error;
  }
}

/** Booking `id` with its room, locked until the transaction ends (only `tenantId`'s when given). */
async function lockBooking(tx: Database, id: string, tenantId?: string) {
  const [found] = await tx
    .select({ booking: roomBookings, room: rooms })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .where(and(eq(roomBookings.id, id), tenantId === undefined ? undefined : eq(roomBookings.tenantId, tenantId)))
    .for('update', { of: roomBookings });
  if (!found) refuse('NOT_FOUND', 'rooms.error.bookingNotFound');
  if (found.booking.status !== 'booked') refuse('CONFLICT', 'rooms.error.alreadyCancelled');
  return found;
}

const cancel = (tx: Database, id: string, by: string) =>
  tx
    .update(roomBookings)
    .set({ status: 'cancelled', cancelledBy: by, cancelledAt: new Date() })
    .where(eq(roomBookings.id, id));

/** A tenant cancels one of its own bookings, until the room's notice before it starts. */
export async function cancelOwnBooking(booker: RoomBooker, input: CancelBookingInput, { now = new Date() } = {}) {
  await db().transaction(async (tx) => {
    const { booking, room } = await lockBooking(tx, input.bookingId, booker.tenantId);
    if (booking.startsAt.getTime() - now.getTime() < room.cancelNoticeHours * HOUR_MS)
      refuse('CONFLICT', 'rooms.error.tooLateToCancel');
    await cancel(tx, booking.id, booker.userId);
  });
}

/** The staff cancel any booking still held: audited, and the person who booked it is told. */
export async function staffCancelBooking(staff: AuditActor, input: CancelBookingInput) {
  await db().transaction(async (tx) => {
    const { booking, room } = await lockBooking(tx, input.bookingId);
    await cancel(tx, booking.id, staff.id);
    await recordAudit(tx, {
      actor: staff,
      action: 'room.cancelBooking',
      subject: { kind: 'room', id: room.id },
      before: { booking: booking.id, status: 'booked' },
      after: { booking: booking.id, status: 'cancelled' },
    });
    // The person who booked it; when they left, the tenant's main account.
    const [person] = await tx
      .select({ id: user.id, name: user.name, email: user.email, locale: user.locale })
      .from(tenantMembers)
      .innerJoin(user, eq(user.id, tenantMembers.userId))
      .where(
        and(
          eq(tenantMembers.tenantId, booking.tenantId),
          booking.bookedBy
            ? sql`(${tenantMembers.userId} = ${booking.bookedBy} OR ${tenantMembers.role} = 'main')`
            : eq(tenantMembers.role, 'main'),
        ),
      )
      .orderBy(sql`${tenantMembers.userId} = ${booking.bookedBy ?? ''} DESC`)
      .limit(1);
    if (!person) return;
    const locale: Locale = isLocale(person.locale) ? person.locale : defaultLocale;
    const facts = {
      room: roomName(room, locale),
      day: siteDay(booking.startsAt),
      time: `${bookingClock(booking.startsAt)}–${bookingClock(booking.endsAt)}`,
    };
    await notify(tx, person.id, locale, {
      title: 'rooms.notify.cancelled',
      body: 'rooms.notify.cancelledBody',
      params: { room: facts.room, day: { day: facts.day }, time: facts.time },
      link: tenantRoomsPath(locale),
    });
    await enqueueMail(tx, bookingCancelledEmail({ ...facts, page: tenantRoomsPath(locale) }, person), {
      cause: { kind: 'room', id: room.id },
    });
  });
}

/** 'HH:mm' of `instant` in the site's time zone. */
export const bookingClock = (instant: Date) => siteLocalInput(instant).slice(11, 16);

/** Bookings on a page of the tenant's calendar. */
export const COMING_PAGE_SIZE = 30;

/**
 * Page `page` of the bookings held from `now` to `days` days later, every room, in time order
 * (the tenant's calendar): a booking lasts at most a day, so the starts index reads only the range.
 */
export function comingBookings(now: Date, days: number, page: number) {
  return readPage({
    rows: db()
      .select({
        id: roomBookings.id,
        tenantId: roomBookings.tenantId,
        startsAt: roomBookings.startsAt,
        endsAt: roomBookings.endsAt,
        namePt: rooms.namePt,
        nameEn: rooms.nameEn,
      })
      .from(roomBookings)
      .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
      .$dynamic(),
    where: and(
      eq(roomBookings.status, 'booked'),
      gte(roomBookings.startsAt, new Date(now.getTime() - 24 * HOUR_MS)),
      lt(roomBookings.startsAt, new Date(now.getTime() + days * 24 * HOUR_MS)),
      gt(roomBookings.endsAt, now),
    ),
    orderBy: [asc(roomBookings.startsAt), asc(roomBookings.id)],
    page,
    pageSize: COMING_PAGE_SIZE,
  });
}
