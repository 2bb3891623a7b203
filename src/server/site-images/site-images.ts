// The staff's image slots as pages read them, synchronously: the rows read for the site's content
// version, which refreshSiteImages() follows once per request (src/middleware.ts), as the site's
// identity does (src/server/site-config.ts).
import type { ResponsiveImage } from '@/lib/responsive-image';
import { currentContentVersion } from '../content-version';
import { db } from '../db/client';
import { siteImages, type EncodedSiteImage, type SiteImageRow } from '../db/schema';

/** Where the encoded files live in storage; /media/<name> serves `site-images/<name>`. */
export const SITE_IMAGE_PREFIX = 'site-images/';
/** An encoded file's name: slot, width, content hash, format (never an upload's private key). */
export const SITE_IMAGE_FILE = /^[a-z0-9-]+-\d{2,4}-[0-9a-f]{8}\.(avif|webp|jpg)$/;

export const mediaUrl = (key: string) => `/media/${key.slice(SITE_IMAGE_PREFIX.length)}`;

const srcset = (files: EncodedSiteImage['avif']) => files.map((f) => `${mediaUrl(f.key)} ${f.width}w`).join(', ');

/** An encoded upload as the Picture component takes it (the build's manifest entry shape). */
export function encodedToResponsive(image: EncodedSiteImage): ResponsiveImage {
  const mid = image.webp.find((f) => f.width >= 800) ?? image.webp[image.webp.length - 1];
  const src = image.card ?? mid?.key;
  return {
    width: image.width,
    height: image.height,
    avif: srcset(image.avif),
    webp: srcset(image.webp),
    src: src ? mediaUrl(src) : '',
  };
}

/** The slot's image as the staff left it: their upload, focal point and alt texts over `shipped`. */
export function applySiteImage(shipped: ResponsiveImage, row: SiteImageRow | undefined): ResponsiveImage {
  if (!row) return shipped;
  const image = row.image ? encodedToResponsive(row.image) : shipped;
  const centred = row.focalX === 50 && row.focalY === 50;
  return {
    ...image,
    ...(centred ? {} : { position: `${row.focalX}% ${row.focalY}%` }),
    ...(row.altPt && row.altEn ? { alt: { 'pt-BR': row.altPt, en: row.altEn } } : {}),
  };
}

let known: { database: unknown; contentVersion: string; rows: Map<string, SiteImageRow> } | undefined;

/** The slot's row as of the last refresh (none before any: the shipped drawings). */
export function siteImageRow(slot: string): SiteImageRow | undefined {
  return known?.rows.get(slot);
}

/** Reads the rows again when the content version moved since the last read (see site-config.ts). */
export async function refreshSiteImages(version?: string): Promise<void> {
  const database = db();
  const contentVersion = version ?? (await currentContentVersion());
  if (known?.database === database && known.contentVersion === contentVersion) return;
  const rows = await database.select().from(siteImages);
  known = { database, contentVersion, rows: new Map(rows.map((row) => [row.slot, row])) };
}
