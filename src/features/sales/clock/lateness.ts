// Which leads are late, and by how much. A lead is late when its first-response deadline has passed
// with no staff action yet, or when it has stayed in an open stage longer than that stage's days.
// Lateness is wall time since the earliest deadline that passed (what the staff feel waiting, and
// what the visitor feels): "2 h 15 min overdue" at 10:15 on Monday for a deadline of Friday 18:00
// would say "2 d 16 h". The first-response deadline itself is counted in business minutes.
import { and, inArray, isNull, lt, or, eq, type SQL } from 'drizzle-orm';
import { formatDuration } from '@/lib/format';
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

/** 'há 2 h 15 min de atraso' / '2 h 15 min overdue'. */
export const lateText = (ms: number, locale: Locale) =>
  translate(locale, 'salesClock.late', { time: formatDuration(Math.max(1, Math.floor(ms / 60_000)) * 60) });
