// Which leads are late, and by how much. A lead is late when its first-response deadline has passed
// with no staff action yet, or when it has stayed in an open stage longer than that stage's days.
// Lateness is wall time since the earliest deadline that passed (what the staff feel waiting, and
// what the visitor feels): "2 h 15 min overdue" at 10:15 on Monday for a deadline of Friday 18:00
// would say "2 d 16 h". The first-response deadline itself is counted in business minutes.
import { and, inArray, isNull, lt, or, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n-types';
import { translate } from '@/i18n/translate';
import { leads } from '@/server/db/schema';
import { OPEN_STAGES, type OpenStage } from './clock-rules.schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LateRule {
  now: Date;
  stageDays: Record<OpenStage, number>;
}

const isOpenStage = (status: string): status is OpenStage => (OPEN_STAGES as readonly string[]).includes(status);

/**
 * The SQL for late leads: each branch served by an index (leads_first_response_due_idx, partial on
 * the clock still running; leads_stage_changed_idx on stage and time in it).
 */
export function lateCondition({ now, stageDays }: LateRule): SQL {
  return or(
    and(isNull(leads.firstResponseAt), lt(leads.firstResponseDueAt, now), inArray(leads.status, [...OPEN_STAGES])),
    ...OPEN_STAGES.map((stage) =>
      and(eq(leads.status, stage), lt(leads.stageChangedAt, new Date(now.getTime() - stageDays[stage] * DAY_MS))),
    ),
  )!;
}

export interface ClockedLead {
  status: string;
  firstResponseAt: Date | null;
  firstResponseDueAt: Date | null;
  stageChangedAt: Date;
}

/** How long `lead` has been late (milliseconds), or null when it is not. */
export function lateBy(lead: ClockedLead, { now, stageDays }: LateRule): number | null {
  if (!isOpenStage(lead.status)) return null;
  const deadlines = [lead.stageChangedAt.getTime() + stageDays[lead.status] * DAY_MS];
  if (!lead.firstResponseAt && lead.firstResponseDueAt) deadlines.push(lead.firstResponseDueAt.getTime());
  const late = now.getTime() - Math.min(...deadlines);
  return late > 0 ? late : null;
}

/** A duration as the staff read it: '45 min', '2 h 15 min', '3 d 4 h'. */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}

/** 'há 2 h 15 min de atraso' / '2 h 15 min overdue'. */
export const lateText = (ms: number, locale: Locale) =>
  translate(locale, 'salesClock.late', { time: durationText(ms) });
