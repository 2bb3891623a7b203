// The staff's form for the sales clock's rules (/admin/leads/clock): minutes to the first
// response, the business hours (Fortaleza time, 'HH:mm') and the days per open stage.
import { recordVersion } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

/** The stages a lead waits in for the staff: won and lost ones have no clock. */
export const OPEN_STAGES = ['new', 'contacted', 'visit-scheduled', 'proposal-sent'] as const;
export type OpenStage = (typeof OPEN_STAGES)[number];

/** Each open stage's form field. */
export const STAGE_FIELDS = {
  new: 'daysNew',
  contacted: 'daysContacted',
  'visit-scheduled': 'daysVisitScheduled',
  'proposal-sent': 'daysProposalSent',
} as const satisfies Record<OpenStage, string>;

export const FIRST_RESPONSE_MAX_MINUTES = 10080;
export const STAGE_MAX_DAYS = 365;

const CHANGED = 'salesClock.error.changedMeanwhile';
const version = recordVersion(CHANGED);

/** A whole number from `min` to `max` typed in a field. */
const wholeNumber = (min: number, max: number, message: 'salesClock.error.minutes' | 'salesClock.error.days') =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.regex(/^\d{1,6}$/, message),
      z.refine((v) => Number(v) >= min && Number(v) <= max, message),
    ),
    z.transform(Number),
  );

/** 'HH:mm' (or '24:00' for a closing time) as minutes after midnight. */
const clockTime = z.pipe(
  z
    .string({ error: 'salesClock.error.time' })
    .check(z.trim(), z.regex(/^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'salesClock.error.time')),
  z.transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5))),
);

const days = () => wholeNumber(1, STAGE_MAX_DAYS, 'salesClock.error.days');

export const clockSchema = z
  .object({
    version,
    firstResponseMinutes: wholeNumber(1, FIRST_RESPONSE_MAX_MINUTES, 'salesClock.error.minutes'),
    opens: clockTime,
    closes: clockTime,
    daysNew: days(),
    daysContacted: days(),
    daysVisitScheduled: days(),
    daysProposalSent: days(),
  })
  .check(
    // Said only of two times that are each valid.
    z.refine((v) => !(v.opens >= v.closes), { message: 'salesClock.error.hours', path: ['closes'] }),
  );

export type ClockInput = z.output<typeof clockSchema>;

/** Minutes after midnight as the time field shows them: 'HH:mm'. */
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
