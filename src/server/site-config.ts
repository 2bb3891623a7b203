// The business's public identity, in one place: brand, address, contacts and map position.
// The staff edit it in the admin (src/features/site/site-settings), stored in site_identity; until the
// first save, the defaults below, each overridden by its SITE_* environment variable (see README).
// siteConfig() is the one accessor, synchronous: it answers from the record read for the site's
// content version, which refreshSiteConfig() follows (once per request, src/middleware.ts).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { currentContentVersion } from './content-version';
import { db, type Database } from './db/client';
import { siteIdentity, type SiteIdentityRow } from './db/schema';

export const DEFAULT_SITE_NAME = 'Parque Logístico Parnamirim';

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

const siteSchema = z.object({
  SITE_NAME: z.string().min(1).default(DEFAULT_SITE_NAME),
  SITE_STREET: z.string().min(1).default('Rodovia BR-101, km 95, s/n'),
  SITE_DISTRICT: z.string().min(1).default('Distrito Industrial'),
  SITE_CITY: z.string().min(1).default('Parnamirim'),
  SITE_STATE: z.string().min(2).default('RN'),
  SITE_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}-\d{3}$/, 'must look like 59150-000')
    .default('59150-000'),
  SITE_PHONE: z
    .string()
    .regex(/^\+\d{10,15}$/, 'must be E.164, like +558432720000')
    .default('+558432720000'),
  SITE_WHATSAPP: z
    .string()
    .regex(/^\+\d{10,15}$/, 'must be E.164, like +5584999990000')
    .default('+5584999990000'),
  SITE_EMAIL: z.email().default('comercial@parquelogisticoparnamirim.com.br'),
  // Support hours, Monday to Friday, Fortaleza time.
  SITE_HOURS: z.string().regex(HOURS, 'must look like 08:00-18:00').default('08:00-18:00'),
  SITE_INSTAGRAM_URL: z.url().default('https://www.instagram.com/parquelogisticoparnamirim'),
  SITE_MAP_LAT: z.coerce.number().min(-90).max(90).default(-5.8823),
  SITE_MAP_LNG: z.coerce.number().min(-180).max(180).default(-35.2106),
});

export interface SiteConfig {
  name: string;
  address: { street: string; district: string; city: string; state: string; postalCode: string };
  phone: string;
  whatsapp: string;
  email: string;
  /** When support answers, Monday to Friday: '08:00' to '18:00'. */
  hours: { opens: string; closes: string };
  instagramUrl: string | null;
  facebookUrl: string | null;
  linkedinUrl: string | null;
  map: { lat: number; lng: number };
}

export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('SITE_') && v !== undefined && v.trim() !== ''),
  );
  const result = siteSchema.safeParse(clean);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s = result.data;
  return {
    name: s.SITE_NAME,
    address: {
      street: s.SITE_STREET,
      district: s.SITE_DISTRICT,
      city: s.SITE_CITY,
      state: s.SITE_STATE,
      postalCode: s.SITE_POSTAL_CODE,
    },
    phone: s.SITE_PHONE,
    whatsapp: s.SITE_WHATSAPP,
    email: s.SITE_EMAIL,
    hours: { opens: s.SITE_HOURS.slice(0, 5), closes: s.SITE_HOURS.slice(6) },
    instagramUrl: s.SITE_INSTAGRAM_URL,
    facebookUrl: null,
    linkedinUrl: null,
    map: { lat: s.SITE_MAP_LAT, lng: s.SITE_MAP_LNG },
  };
}

let defaults: SiteConfig | undefined;
/** The SITE_* values (or the built-in ones): what the site shows until the staff first save. */
/** The address on one line, as calendar files and emails write it. */
export function siteAddress(site: SiteConfig): string {
  const a = site.address;
  return `${a.street}, ${a.district}, ${a.city} - ${a.state}, ${a.postalCode}`;
}

export function siteDefaults(): SiteConfig {
  defaults ??= parseSiteConfig(process.env);
  return defaults;
}

/** A stored record as the site reads it. */
export function fromRecord(row: SiteIdentityRow): SiteConfig {
  return {
    name: row.name,
    address: {
      street: row.street,
      district: row.district,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
    },
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    hours: { opens: row.opens, closes: row.closes },
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    linkedinUrl: row.linkedinUrl,
    map: { lat: row.mapLat, lng: row.mapLng },
  };
}

/** The identity as stored, with its version (0: never saved, the defaults); in `database`'s transaction. */
export async function readSiteIdentity(database: Database = db()): Promise<{ site: SiteConfig; version: number }> {
  const [row] = await database.select().from(siteIdentity).where(eq(siteIdentity.id, 1));
  return row ? { site: fromRecord(row), version: row.version } : { site: siteDefaults(), version: 0 };
}

let known: { database: unknown; contentVersion: string; site: SiteConfig } | undefined;

/** The site's identity as of the last refresh (the defaults before any). */
export function siteConfig(): SiteConfig {
  return known?.site ?? siteDefaults();
}

/**
 * Reads the record again when the content version moved since the last read. The version is read
 * before the record: a save in between makes the next refresh read again, never keeps an old one.
 * Several processes may share one PostgreSQL: each follows the version, so each sees a save.
 */
export async function refreshSiteConfig(version?: string): Promise<SiteConfig> {
  // Keyed by the database too: a test that opens a new one starts over.
  const database = db();
  const contentVersion = version ?? (await currentContentVersion());
  if (known?.database !== database || known.contentVersion !== contentVersion) {
    known = { database, contentVersion, site: (await readSiteIdentity()).site };
  }
  return known.site;
}
