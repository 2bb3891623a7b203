// A notification in the language of the page that shows it: its title and body are messages of the
// catalogue with their parameters (a status, an amount, a day: rendered in that language too), and
// its link leads to that language's page. A row from before keys, or whose key the catalogue no
// longer has, shows the text it was written with.
import { isMessageKey, translate, type MessageParams } from '@/i18n/translate';
import { formatDay, formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { alternatePath } from '@/lib/paths';
import type { NotificationParam, NotificationParams, NotificationRow } from '@/server/db/schema';
import { sameSitePath } from '@/server/guards';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function renderParam(value: NotificationParam, locale: Locale): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('key' in value) return isMessageKey(value.key) ? translate(locale, value.key) : value.key;
  if ('money' in value) return formatMoney(value.money, locale);
  // A day that is not one (never written by the site) is shown as stored rather than failing the page.
  return DAY.test(value.day) && !Number.isNaN(Date.parse(value.day)) ? formatDay(value.day, locale) : value.day;
}

/** The parameters as the messages take them, in `locale`. */
export function renderParams(params: NotificationParams | null | undefined, locale: Locale): MessageParams {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, renderParam(value, locale)]));
}

export type NotificationTextColumns = Pick<NotificationRow, 'title' | 'body' | 'titleKey' | 'bodyKey' | 'params'>;

/** The title and body in `locale`. */
export function notificationText(row: NotificationTextColumns, locale: Locale) {
  const params = renderParams(row.params, locale);
  return {
    title: isMessageKey(row.titleKey) ? translate(locale, row.titleKey, params) : row.title,
    body: isMessageKey(row.bodyKey) ? translate(locale, row.bodyKey, params) : row.body,
  };
}

/** The notification's link on the site, in `locale` (written in the account's); undefined if none or not the site's. */
export function notificationLink(link: string | null, locale: Locale): string | undefined {
  const path = sameSitePath(link);
  return path && alternatePath(path, locale);
}
