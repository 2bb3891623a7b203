// Props for the staff's week of visits (/admin/visits?semana=yyyy-MM-dd, any day of the week; this
// week without it): the week's visits alone (visits_starts_at_idx), by day, with their lead, the
// links to the weeks before and after, and which visits can be marked (booked, started).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { translate } from '@/i18n/translate';
import { formatDay, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteInstant } from '@/lib/site-time';
import { db } from '@/server/db/client';
import { leads, visits } from '@/server/db/schema';
import { calendarDay, listParams } from '@/server/lists';
import { addDays } from '@/lib/site-time';
import { mondayOf, weekDays } from './week';

export const visitsWeek = listParams('/admin/visits', { semana: calendarDay() });

const timeOf = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'America/Fortaleza' }).format(date);

export async function weekViewProps(locale: Locale, search: URLSearchParams, now = new Date()) {
  const { semana } = visitsWeek.read(search);
  const monday = mondayOf(semana ?? siteToday(now));
  const rows = await db()
    .select({
      id: visits.id,
      startsAt: visits.startsAt,
      endsAt: visits.endsAt,
      status: visits.status,
      source: visits.source,
      moduleNumber: visits.moduleNumber,
      leadId: leads.id,
      leadName: leads.fullName,
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .where(and(gte(visits.startsAt, siteInstant(monday)), lt(visits.startsAt, siteInstant(addDays(monday, 7)))))
    .orderBy(asc(visits.startsAt), asc(visits.id));
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);
  const weekLink = (day: string) => visitsWeek.href(locale, { semana: day });
  const today = siteToday(now);
  return {
    title: t('adminVisits.week.title', { from: formatDay(monday, locale), to: formatDay(addDays(monday, 6), locale) }),
    previous: weekLink(addDays(monday, -7)),
    next: weekLink(addDays(monday, 7)),
    current: monday === mondayOf(today) ? undefined : localizePath(locale, '/admin/visits'),
    days: weekDays(monday).map((day) => ({
      day,
      label: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`)),
      today: day === today,
      visits: rows
        .filter((v) => siteToday(v.startsAt) === day)
        .map((v) => ({
          id: v.id,
          time: `${timeOf(v.startsAt, locale)}–${timeOf(v.endsAt, locale)}`,
          leadName: v.leadName,
          leadHref: localizePath(locale, `/admin/leads/${v.leadId}`),
          module: v.moduleNumber ? t('adminVisits.module', { n: v.moduleNumber }) : t('adminVisits.noModule'),
          status: v.status,
          statusLabel: t(`adminVisits.status.${v.status}`),
          source: t(`adminVisits.source.${v.source}`),
          canMark: v.status === 'booked' && v.startsAt.getTime() <= now.getTime(),
        })),
    })),
  };
}

export type WeekViewProps = Awaited<ReturnType<typeof weekViewProps>>;
