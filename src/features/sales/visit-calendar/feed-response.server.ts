// GET /calendario/<token>.ics: a staff member's private feed of the visits, for their calendar
// app. Anyone holding the address reads it (a calendar app signs in to nothing); an unknown or
// revoked token answers 404. HEAD answers the same headers and reads no visit.
import type { APIContext } from 'astro';
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { answerFile, fileNotFound, fileResponse, type FileOptions } from '@/server/http/file-response';
import { wantsHeadersOnly } from '@/server/http/head-request';
import { siteAddress, siteConfig } from '@/server/site-config';
import { readVisitRules } from '@/features/sales/visit-settings/visit-settings.server';
import { calendarFeed, visitUid } from '@/server/calendar/ics';
import { feedOwnerLocale, feedVisits } from './calendar-feed.server';

type FeedContext = Pick<APIContext, 'params' | 'request'> & { url?: URL };

export function feedResponse(context: FeedContext, now = new Date()) {
  return answerFile(context, async () => {
    const token = context.params.token ?? '';
    // The feed speaks its owner's language (their account's, as their emails do).
    const locale = (await feedOwnerLocale(token)) ?? fileNotFound();
    const options: FileOptions = {
      fileName: translate(locale, 'adminVisits.feed.fileName'),
      contentType: 'text/calendar; charset=utf-8',
      disposition: 'inline',
      // The address is the secret: it must not leave in a Referer.
      headers: { 'Referrer-Policy': 'no-referrer' },
    };
    if (wantsHeadersOnly(context.request)) return fileResponse(null, options);
    return fileResponse(new TextEncoder().encode(await feedText(locale, now)), options);
  });
}

/** The feed's iCalendar text, in `locale`, of the visits from `now` on. */
async function feedText(locale: Locale, now: Date) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);
  const site = siteConfig();
  const origin = config().publicSiteUrl;
  const rows = await feedVisits((await readVisitRules()).daysAhead, now);
  const events = rows.map((v) => ({
    uid: visitUid(v.id),
    sequence: v.sequence,
    stamp: v.updatedAt,
    start: v.startsAt,
    end: v.endsAt,
    summary: t('adminVisits.feed.summary', { name: v.leadName }),
    location: siteAddress(site),
    description: [
      v.moduleNumber ? t('adminVisits.module', { n: v.moduleNumber }) : null,
      v.leadPhone,
      t(v.status === 'done' ? 'adminVisits.status.done' : 'adminVisits.status.booked'),
    ]
      .filter(Boolean)
      .join('\n'),
    url: `${origin}${localizePath(locale, `/admin/leads/${v.leadId}`)}`,
  }));
  const body = calendarFeed(t('adminVisits.feed.name', { site: site.name }), events, {
    company: site.name,
    product: 'Visits',
    language: locale === 'en' ? 'EN' : 'PT',
  });
  return body;
}
