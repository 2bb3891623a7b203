import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The business's public identity as the staff edit it (src/features/site/site-settings): one row, id 1.
 * Absent until the first save: the SITE_* variables are the values until then
 * (src/server/site-config.ts). `version` moves on every save: a save names the version it was
 * read at, and is refused when another one came first. A change moves the site's content version
 * (migration 0026), so public pages show it on the next request.
 */
export const siteIdentity = pgTable(
  'site_identity',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /** E.164, like +558432720000. */
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    email: text('email').notNull(),
    /** Support hours, Monday to Friday: 'HH:MM'. */
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    linkedinUrl: text('linkedin_url'),
    mapLat: doublePrecision('map_lat').notNull(),
    mapLng: doublePrecision('map_lng').notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('site_identity_single_row', sql`id = 1`)],
);

export type SiteIdentityRow = typeof siteIdentity.$inferSelect;
