import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One encoded rendition set: every width in AVIF and WebP, as storage keys. */
export interface EncodedSiteImage {
  /** Content hash of the upload (and of the encoder settings): part of every file's name. */
  hash: string;
  /** Intrinsic size at the largest width rendered. */
  width: number;
  height: number;
  avif: { width: number; key: string }[];
  webp: { width: number; key: string }[];
  /** The social preview's single 1200 × 630 JPEG (its AVIF and WebP lists are empty). */
  card?: string;
}

/** An upload waiting for its encoding job: the bytes as sent, kept privately until encoded. */
export interface PendingSiteImage {
  source: string;
  hash: string;
  width: number;
  height: number;
  format: string;
  uploadedAt: string;
}

/**
 * The staff's replacements for the site's image slots (src/server/site-images/slots.ts). No row:
 * the shipped drawing with its shipped alt text. `image` is swapped in only when every size of an
 * upload is stored; meanwhile `pending` names the upload, and `failure` says why the last one
 * could not be encoded. `version` moves on every staff save (the version check). A change moves the
 * site's content version, so public pages show it on the next request.
 */
export const siteImages = pgTable(
  'site_images',
  {
    slot: text('slot').primaryKey(),
    image: jsonb('image').$type<EncodedSiteImage>(),
    pending: jsonb('pending').$type<PendingSiteImage>(),
    failure: text('failure'),
    /** Null: the shipped alt text. */
    altPt: text('alt_pt'),
    altEn: text('alt_en'),
    /** The focal point in percent of the width and height: the crop's `object-position`. */
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_images_focal_check', sql`${t.focalX} BETWEEN 0 AND 100 AND ${t.focalY} BETWEEN 0 AND 100`)],
);

export type SiteImageRow = typeof siteImages.$inferSelect;
