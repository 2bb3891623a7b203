// The "possible duplicates" box on a lead's page: the other leads with its address or phone, each
// with a link to the merge's confirmation step keeping this lead; null when there are none.
import { eq } from 'drizzle-orm';
import { pick } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { duplicatesParams, memberView, mergeHref } from './lead-duplicates-view.server';
import { leadDuplicates, MEMBERS_SHOWN } from './lead-duplicates.server';

const BOX_KEYS = [
  'leadDuplicates.box.title',
  'leadDuplicates.box.hint',
  'leadDuplicates.box.merge',
  'leadDuplicates.box.more',
] as const;

export async function duplicatesBox(leadId: string, locale: Locale) {
  const [lead] = await db()
    .select({ id: leads.id, emailKey: leads.emailKey, phoneKey: leads.phoneKey })
    .from(leads)
    .where(eq(leads.id, leadId));
  const found = lead ? await leadDuplicates(lead) : [];
  if (found.length === 0) return null;
  return {
    labels: pick(locale, BOX_KEYS),
    leads: found
      .slice(0, MEMBERS_SHOWN)
      .map((m) => ({ ...memberView(m, locale), mergeHref: mergeHref(locale, leadId, m.id) })),
    // More than the box shows: the duplicates page lists them all.
    moreHref: found.length > MEMBERS_SHOWN ? duplicatesParams.href(locale) : undefined,
  };
}

export type DuplicatesBoxProps = NonNullable<Awaited<ReturnType<typeof duplicatesBox>>>;
