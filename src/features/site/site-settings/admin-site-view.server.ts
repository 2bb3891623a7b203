// Props for the staff's site page: the identity as stored (or the installation's defaults), as the
// form's fields, with every label in the page's language.
import { and, desc, eq } from 'drizzle-orm';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime, formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { readSiteIdentity } from '@/server/site-config';
import { fieldsOf } from './admin-site.server';
import { BRAZILIAN_STATES } from './site-identity.schema';

export const ADMIN_SITE_KEYS = [
  'adminSite.title',
  'adminSite.intro',
  'adminSite.identity',
  'adminSite.address',
  'adminSite.contacts',
  'adminSite.links',
  'adminSite.map',
  'adminSite.field.name',
  'adminSite.field.street',
  'adminSite.field.district',
  'adminSite.field.city',
  'adminSite.field.state',
  'adminSite.field.postalCode',
  'adminSite.field.phone',
  'adminSite.field.whatsapp',
  'adminSite.field.email',
  'adminSite.field.opens',
  'adminSite.field.closes',
  'adminSite.field.instagram',
  'adminSite.field.facebook',
  'adminSite.field.linkedin',
  'adminSite.field.lat',
  'adminSite.field.lng',
  'adminSite.hint.postalCode',
  'adminSite.hint.phone',
  'adminSite.hint.links',
  'adminSite.hint.map',
  'adminSite.save',
] as const satisfies readonly MessageKey[];

async function lastChange(locale: Locale): Promise<string> {
  const [row] = await db()
    .select({ who: auditLog.actorLabel, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, 'site'), eq(auditLog.subjectId, 'identity')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row
    ? translate(locale, 'adminSite.lastChange', { who: row.who, when: formatDateTime(row.at, locale) })
    : translate(locale, 'adminSite.neverChanged');
}

export async function adminSiteProps(locale: Locale) {
  const [{ site, version }, change] = await Promise.all([readSiteIdentity(), lastChange(locale)]);
  // Phones as people read them; the form takes them so, or with +55.
  const fields = { ...fieldsOf(site), phone: formatPhone(site.phone), whatsapp: formatPhone(site.whatsapp) };
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
  return {
    labels: pick(locale, ADMIN_SITE_KEYS),
    states: BRAZILIAN_STATES,
    values,
    version: String(version),
    lastChange: change,
  };
}

export type AdminSiteProps = Awaited<ReturnType<typeof adminSiteProps>>;
