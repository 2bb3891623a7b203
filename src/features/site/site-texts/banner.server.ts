// What the staff do to the notice banner: save the form over the one record, in one transaction with
// its audit entry, refused when another save came first (the version check). Callers have checked
// the role (requireAdmin).
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { siteBanner, type SiteBannerRow } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { readBanner } from '@/server/site-banner';
import type { BannerInput } from './site-texts.schema';

const CHANGED_MEANWHILE = 'siteTexts.error.changedMeanwhile';
const FIELDS = ['textPt', 'textEn', 'link', 'startsAt', 'endsAt'] as const;
type Fields = Pick<SiteBannerRow, (typeof FIELDS)[number]>;

// Dates compare and are audited as instants (ISO 8601, UTC).
const plain = (value: Fields[keyof Fields]) => (value instanceof Date ? value.toISOString() : value);

/** Writes the form over the banner read at `input.version`; the fields that differ are audited. */
export async function saveBanner(actor: AuditActor, input: BannerInput): Promise<{ changed: boolean }> {
  const { version, ...next } = input;
  return db().transaction(async (tx) => {
    const row = await readBanner(tx);
    if ((row?.version ?? 0) !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const changed = FIELDS.filter((f) => !row || plain(row[f]) !== plain(next[f]));
    if (changed.length === 0) return { changed: false };
    const values = { ...next, version: version + 1, updatedAt: new Date() };
    const written = row
      ? await tx
          .update(siteBanner)
          .set(values)
          .where(and(eq(siteBanner.id, 1), eq(siteBanner.version, version)))
          .returning({ id: siteBanner.id })
      : await tx
          .insert(siteBanner)
          .values({ id: 1, ...values })
          .onConflictDoNothing()
          .returning({ id: siteBanner.id });
    if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
    const audited = (source: Fields | undefined) =>
      source ? Object.fromEntries(changed.map((f) => [f, plain(source[f])])) : null;
    await recordAudit(tx, {
      actor,
      action: 'banner.update',
      subject: { kind: 'site', id: 'banner' },
      before: audited(row),
      after: audited(next),
    });
    return { changed: true };
  });
}
