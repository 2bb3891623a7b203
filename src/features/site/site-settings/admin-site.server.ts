// What the staff do to the site's identity: save the form over the record, in one transaction with
// its audit entry, refused when another save came first (the version check). Callers have checked
// the role (requireAdmin).
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { siteIdentity } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { readSiteIdentity, type SiteConfig } from '@/server/site-config';
import type { SiteIdentityInput } from './site-identity.schema';

/** The record's editable fields, flat, as the audit shows them before and after. */
type Fields = Omit<typeof siteIdentity.$inferInsert, 'id' | 'version' | 'updatedAt'>;

export function fieldsOf(site: SiteConfig): Fields {
  return {
    name: site.name,
    street: site.address.street,
    district: site.address.district,
    city: site.address.city,
    state: site.address.state,
    postalCode: site.address.postalCode,
    phone: site.phone,
    whatsapp: site.whatsapp,
    email: site.email,
    opens: site.hours.opens,
    closes: site.hours.closes,
    instagramUrl: site.instagramUrl,
    facebookUrl: site.facebookUrl,
    linkedinUrl: site.linkedinUrl,
    mapLat: site.map.lat,
    mapLng: site.map.lng,
  };
}

const only = (values: Fields, fields: readonly (keyof Fields)[]) =>
  Object.fromEntries(fields.map((f) => [f, values[f]]));

const CHANGED_MEANWHILE = 'adminSite.error.changedMeanwhile';

/**
 * Writes the form over the record read at `input.version`: the fields that differ are audited
 * before and after, the version moves by one. A save over another is refused, and nothing is
 * written; when nothing differs, nothing is written either.
 */
export async function saveSiteIdentity(actor: AuditActor, input: SiteIdentityInput): Promise<{ changed: boolean }> {
  const { version, ...next } = input;
  return db().transaction(async (tx) => {
    const current = await readSiteIdentity(tx);
    if (current.version !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const before = fieldsOf(current.site);
    const changed = (Object.keys(next) as (keyof Fields)[]).filter((f) => before[f] !== next[f]);
    if (changed.length === 0) return { changed: false };
    const values = { ...next, version: version + 1, updatedAt: new Date() };
    // The version is checked again by the write itself: a save committed since the read above
    // leaves this one with no row to change (or a row already there), and it is refused.
    const written =
      version === 0
        ? await tx
            .insert(siteIdentity)
            .values({ id: 1, ...values })
            .onConflictDoNothing()
            .returning({ id: siteIdentity.id })
        : await tx
            .update(siteIdentity)
            .set(values)
            .where(and(eq(siteIdentity.id, 1), eq(siteIdentity.version, version)))
            .returning({ id: siteIdentity.id });
    if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
    await recordAudit(tx, {
      actor,
      action: 'site.update',
      subject: { kind: 'site', id: 'identity' },
      before: only(before, changed),
      after: only(next, changed),
    });
    return { changed: true };
  });
}
