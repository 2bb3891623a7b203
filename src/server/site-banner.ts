// The notice banner as the public pages read it: the stored record (src/features/site/site-texts edits
// it), read again only when the content version moves, and whether it shows now. Its start and end
// pass without any change to the database, so the page cache keys pages by the content version
// *and* the banner's phase (pageCacheVersion): the first request after either instant renders afresh.
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n-types';
import { currentContentVersion } from './content-version';
import { db, type Database } from './db/client';
import { siteBanner, type SiteBannerRow } from './db/schema';

/** The cookie a visitor's dismissal sets: the version of the banner they closed. */
export const BANNER_DISMISSED_COOKIE = 'banner_dismissed';

export type BannerPhase = 'none' | 'before' | 'on' | 'after';

export async function readBanner(database: Database = db()): Promise<SiteBannerRow | undefined> {
  const [row] = await database.select().from(siteBanner).where(eq(siteBanner.id, 1));
  return row;
}

export function bannerPhase(row: Pick<SiteBannerRow, 'startsAt' | 'endsAt'> | undefined, now: Date): BannerPhase {
  if (!row) return 'none';
  if (now < row.startsAt) return 'before';
  return now < row.endsAt ? 'on' : 'after';
}

let known: { database: unknown; contentVersion: string; row: SiteBannerRow | undefined } | undefined;

/** The record as of the content version `contentVersion` (read once per version and database). */
async function bannerAt(contentVersion: string): Promise<SiteBannerRow | undefined> {
  const database = db();
  if (known?.database !== database || known.contentVersion !== contentVersion) {
    known = { database, contentVersion, row: await readBanner(database) };
  }
  return known.row;
}

/** What the page cache keys anonymous pages by: the content version and the banner's phase now. */
export async function pageCacheVersion(contentVersion: () => Promise<string>, now = new Date()): Promise<string> {
  const version = await contentVersion();
  return `${version}.${bannerPhase(await bannerAt(version), now)}`;
}

export interface VisibleBanner {
  text: string;
  link: string | null;
  version: number;
}

/** The banner in `locale` when it shows at `now`; undefined before its start, after its end, or never saved. */
export async function visibleBanner(locale: Locale, now = new Date()): Promise<VisibleBanner | undefined> {
  const row = await bannerAt(await currentContentVersion());
  if (!row || bannerPhase(row, now) !== 'on') return undefined;
  return { text: locale === 'en' ? row.textEn : row.textPt, link: row.link, version: row.version };
}
