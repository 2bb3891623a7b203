// GET /calendario/<token>.ics: a staff member's private feed of the visits, for their calendar
// app. Anyone holding the address reads it (a calendar app signs in to nothing); an unknown or
// revoked token answers 404. HEAD answers the same headers and reads no visit.
import type { APIContext } from 'astro';
import { translate } from '@/i18n/translate';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { wantsHeadersOnly } from '@/server/http/head-request';
import { siteAddress, siteConfig } from '@/server/site-config';
import { readVisitRules } from '@/features/sales/visit-settings/visit-settings.server';
import { calendarFeed, visitUid } from '@/server/calendar/ics';
import { feedOwnerLocale, feedVisits } from './calendar-feed.server';

const HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  // The address is the secret: it must not leave in a Referer.
  'referrer-policy': 'no-referrer',
};

export async function feedResponse(context: Pick<APIContext, 'params' | 'request'>, now = new Date()) {
  const token = context.params.token ?? '';
  // The feed speaks its owner's language (their account's, as their emails do).
  const locale = await feedOwnerLocale(token);
  if (!locale) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  if (wantsHeadersOnly(context.request)) return new Response(null, { status: 200, headers: HEADERS });
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
  return new Response(body, { status: 200, headers: HEADERS });
}
