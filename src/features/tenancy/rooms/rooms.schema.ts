// The rooms forms: the staff's room (create or edit), a tenant's booking and the cancellations.
// Shared by the actions and the tests; the server checks again what only it knows (the room's
// hours and lengths, the clock, whose booking it is).
import { isCalendarDay } from '@/lib/calendar-day';
import { optionalText, recordId, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { UUID_PATTERN } from '@/lib/ids';
import type { MessageKey } from '@/i18n/translate';

export const ROOM_NAME_MAX_LENGTH = 80;
export const RULES_MAX_LENGTH = 4000;

/** The limits of each number of a room, as the table's CHECKs keep them (and a little tighter). */
export const ROOM_LIMITS = {
  capacity: { min: 1, max: 5000 },
  minutes: { min: 15, max: 1440 },
  cancelNoticeHours: { min: 0, max: 720 },
} as const;

const wholeNumber = ({ min, max }: { min: number; max: number }, message: MessageKey) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.regex(/^\d{1,5}$/, message),
      z.refine((v) => Number(v) >= min && Number(v) <= max, message),
    ),
    z.transform(Number),
  );

/** 'HH:mm' (or '24:00' for an end) as minutes after midnight. */
export const clockTime = (message: MessageKey) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.regex(/^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, message)),
    z.transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5))),
  );

/** Minutes after midnight as a time field shows them: 'HH:mm'. */
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const name = requiredText({ required: 'rooms.error.name', tooLong: 'rooms.error.nameTooLong' }, ROOM_NAME_MAX_LENGTH);
/** Optional (a blank arrives as null); kept as '' when left out. */
const rules = z.pipe(
  z.nullable(optionalText({ tooLong: 'rooms.error.rulesTooLong' }, RULES_MAX_LENGTH, { multiline: true })),
  z.transform((v) => v ?? ''),
);

export const roomSchema = z
  .object({
    /** Absent: a new room. */
    roomId: z.optional(recordId),
    namePt: name,
    nameEn: name,
    capacity: wholeNumber(ROOM_LIMITS.capacity, 'rooms.error.capacity'),
    opens: clockTime('rooms.error.time'),
    closes: clockTime('rooms.error.time'),
    minMinutes: wholeNumber(ROOM_LIMITS.minutes, 'rooms.error.minutes'),
    maxMinutes: wholeNumber(ROOM_LIMITS.minutes, 'rooms.error.minutes'),
    cancelNoticeHours: wholeNumber(ROOM_LIMITS.cancelNoticeHours, 'rooms.error.notice'),
    rulesPt: rules,
    rulesEn: rules,
  })
  .check(
    z.refine((v) => !(v.opens >= v.closes), { message: 'rooms.error.hours', path: ['closes'] }),
    z.refine((v) => !(v.minMinutes > v.maxMinutes), { message: 'rooms.error.lengths', path: ['maxMinutes'] }),
  );

export type RoomInput = z.output<typeof roomSchema>;

export const bookRoomSchema = z
  .object({
    submission: submissionKey,
    roomId: z.string({ error: 'rooms.error.room' }).check(z.regex(UUID_PATTERN, 'rooms.error.room')),
    day: z.string({ error: 'rooms.error.day' }).check(z.trim(), z.refine(isCalendarDay, 'rooms.error.day')),
    start: clockTime('rooms.error.time'),
    end: clockTime('rooms.error.time'),
  })
  .check(z.refine((v) => !(v.start >= v.end), { message: 'rooms.error.order', path: ['end'] }));

export type BookRoomInput = z.output<typeof bookRoomSchema>;

/** A booking cancelled by its tenant or by the staff. */
export const cancelBookingSchema = z.object({ bookingId: recordId });

export type CancelBookingInput = z.output<typeof cancelBookingSchema>;
