// Props for the staff's photo pages: every slot with its current image and state (the list), and one
// slot's form (its values as stored, or the shipped alt texts), every label in the page's language.
import { eq } from 'drizzle-orm';
import { freightImageAlts } from '@/features/site/content-pages';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { locales } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { ResponsiveImage } from '@/lib/responsive-image';
import { db } from '@/server/db/client';
import { siteImages, type SiteImageRow } from '@/server/db/schema';
import { shippedSlotImage } from '@/server/images';
import {
  findSlot,
  SITE_IMAGE_GROUPS,
  SITE_IMAGE_SLOTS,
  type SiteImageName,
  type SiteImageSlot,
} from '@/server/site-images';
import { applySiteImage } from '@/server/site-images/site-images';

export const SITE_PHOTOS_KEYS = [
  'sitePhotos.title',
  'sitePhotos.intro',
  'sitePhotos.change',
  'sitePhotos.back',
  'sitePhotos.current',
  'sitePhotos.replace',
  'sitePhotos.field.file',
  'sitePhotos.field.altPt',
  'sitePhotos.field.altEn',
  'sitePhotos.field.focalX',
  'sitePhotos.field.focalY',
  'sitePhotos.focal',
  'sitePhotos.hint.alt',
  'sitePhotos.hint.focal',
  'sitePhotos.save',
  'sitePhotos.reset',
  'sitePhotos.resetHint',
] as const satisfies readonly MessageKey[];

export type SlotStatus = 'shipped' | 'uploaded' | 'encoding' | 'failed';

// The shipped drawings' alt texts where the landing page writes one (the facilities' cards are
// named by their titles); the freight pages' come from their content.
const LANDING_ALTS: Partial<Record<SiteImageName, MessageKey>> = {
  'hero-complex': 'landing.hero.imageComplex',
  'hero-aerial': 'landing.hero.imageAerial',
  'facility-gatehouse': 'landing.facilities.gatehouse.title',
  'facility-auditorium': 'landing.facilities.auditorium.title',
  'facility-common-area': 'landing.facilities.commonArea.title',
  'facility-canteen': 'landing.facilities.canteen.title',
  'map-preview': 'landing.location.previewAlt',
  'social-preview': 'seo.ogImageAlt',
};

function shippedAlt(name: SiteImageName, locale: Locale): string {
  const key = LANDING_ALTS[name];
  const freight: Partial<Record<SiteImageName, string>> = freightImageAlts(locale);
  return key ? translate(locale, key) : (freight[name] ?? '');
}

const statusOf = (row: SiteImageRow | undefined): SlotStatus =>
  row?.pending ? 'encoding' : row?.failure ? 'failed' : row?.image ? 'uploaded' : 'shipped';

interface SlotSummary {
  name: SiteImageName;
  label: string;
  /** Whether the staff choose a focal point (not for the social card, cropped once). */
  focal: boolean;
  image: ResponsiveImage;
  alt: string;
  status: SlotStatus;
  statusLabel: string;
  href: string;
}

function summary(slot: SiteImageSlot, row: SiteImageRow | undefined, locale: Locale): SlotSummary {
  const image = applySiteImage(shippedSlotImage(slot.name), row);
  const status = statusOf(row);
  return {
    name: slot.name,
    focal: slot.focal,
    label: translate(locale, `sitePhotos.slot.${slot.name}`),
    image,
    alt: image.alt?.[locale] ?? shippedAlt(slot.name, locale),
    status,
    statusLabel: translate(locale, `sitePhotos.status.${status}`),
    href: localizePath(locale, `/admin/site/photos/${slot.name}`),
  };
}

export async function sitePhotosProps(locale: Locale) {
  const rows = new Map((await db().select().from(siteImages)).map((row) => [row.slot, row]));
  return {
    labels: pick(locale, SITE_PHOTOS_KEYS),
    groups: SITE_IMAGE_GROUPS.map((group) => ({
      group,
      title: translate(locale, `sitePhotos.group.${group}`),
      slots: SITE_IMAGE_SLOTS.filter((slot) => slot.group === group).map((slot) =>
        summary(slot, rows.get(slot.name), locale),
      ),
    })),
  };
}

export type SitePhotosProps = Awaited<ReturnType<typeof sitePhotosProps>>;

const pixels = (width: number, height: number) => `${width} × ${height} px`;

/** One slot's page, or undefined for a name that is no slot (a 404). */
export async function sitePhotoProps(name: string | undefined, locale: Locale) {
  const slot = findSlot(name);
  if (!slot) return undefined;
  const [row] = await db().select().from(siteImages).where(eq(siteImages.slot, slot.name));
  const [altPt, altEn] = locales.map((l) => (l === 'en' ? row?.altEn : row?.altPt) ?? shippedAlt(slot.name, l));
  return {
    labels: {
      ...pick(locale, SITE_PHOTOS_KEYS),
      fileHint: translate(locale, 'sitePhotos.hint.file', { size: pixels(slot.minWidth, slot.minHeight) }),
    },
    slot: summary(slot, row, locale),
    listHref: localizePath(locale, '/admin/site/photos'),
    values: {
      altPt: altPt ?? '',
      altEn: altEn ?? '',
      focalX: String(row?.focalX ?? 50),
      focalY: String(row?.focalY ?? 50),
    },
    version: String(row?.version ?? 0),
    pending: row?.pending
      ? translate(locale, 'sitePhotos.pending', { size: pixels(row.pending.width, row.pending.height) })
      : undefined,
    failure: row?.failure ? translate(locale, 'sitePhotos.failed', { reason: row.failure }) : undefined,
    canReset: Boolean(row && (row.image || row.pending || row.altPt || row.focalX !== 50 || row.focalY !== 50)),
  };
}

export type SitePhotoProps = NonNullable<Awaited<ReturnType<typeof sitePhotoProps>>>;
