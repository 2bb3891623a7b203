// Props for /admin/leads/duplicates: a page of duplicate groups, or, with `manter` and `unir` in
// the address, the confirmation of one merge (both leads, what moves, what the kept lead takes).
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatCount, formatDateTime } from '@/lib/format';
import { UUID_PATTERN } from '@/lib/ids';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { leadStatusKey } from '@/lib/statuses/labels';
import type { LeadStatus } from '@/lib/statuses/lead';
import { listParams, matching, oneOf, searchText } from '@/server/lists';
import { duplicateGroups, type DuplicateKind, type DuplicateMember } from './lead-duplicates.server';
import { mergePreview } from './lead-merge.server';

export const DUPLICATES_KEYS = [
  'leadDuplicates.title',
  'leadDuplicates.intro',
  'leadDuplicates.empty',
  'leadDuplicates.next',
  'leadDuplicates.first',
  'leadDuplicates.col.name',
  'leadDuplicates.col.email',
  'leadDuplicates.col.phone',
  'leadDuplicates.col.stage',
  'leadDuplicates.col.created',
  'leadDuplicates.col.merge',
  'leadDuplicates.mergeInto',
  'leadDuplicates.review',
  'leadDuplicates.confirm.title',
  'leadDuplicates.confirm.intro',
  'leadDuplicates.confirm.kept',
  'leadDuplicates.confirm.merged',
  'leadDuplicates.confirm.submit',
  'leadDuplicates.confirm.swap',
  'leadDuplicates.confirm.cancel',
  'leadDuplicates.confirm.fills',
  'leadDuplicates.confirm.fillsNone',
  'leadDuplicates.error.notDuplicates',
  'leadDuplicates.gone.title',
  'leadDuplicates.gone.text',
] as const satisfies readonly MessageKey[];

const KIND_PARAM = { email: 'email', phone: 'telefone' } as const satisfies Record<DuplicateKind, string>;

export const duplicatesParams = listParams('/admin/leads/duplicates', {
  tipo: oneOf(Object.values(KIND_PARAM)),
  apos: searchText(320),
  manter: matching(UUID_PATTERN),
  unir: matching(UUID_PATTERN),
});

const leadHref = (locale: Locale, id: string) => localizePath(locale, `/admin/leads/${id}`);

/** One lead of a group (or of a lead's box) as the pages show it. */
export function memberView(member: DuplicateMember, locale: Locale) {
  return {
    id: member.id,
    href: leadHref(locale, member.id),
    fullName: member.fullName,
    email: member.email,
    phone: member.phone,
    stage: member.status as LeadStatus,
    stageLabel: translate(locale, leadStatusKey(member.status)),
    created: formatDateTime(member.createdAt, locale),
  };
}

/** The confirmation page's link for merging `mergeId` into `keepId`. */
export const mergeHref = (locale: Locale, keepId: string, mergeId: string) =>
  duplicatesParams.href(locale, { manter: keepId, unir: mergeId });

async function listProps(values: ReturnType<typeof duplicatesParams.read>, locale: Locale) {
  const kind = values.tipo === KIND_PARAM.phone ? 'phone' : 'email';
  const cursor = values.tipo && values.apos ? ({ kind, after: values.apos } as const) : undefined;
  const page = await duplicateGroups(cursor);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  return {
    mode: 'list' as const,
    action: duplicatesParams.href(locale),
    groups: page.groups.map((group) => ({
      id: `${group.kind}-${group.key}`,
      title: t(group.kind === 'email' ? 'leadDuplicates.group.email' : 'leadDuplicates.group.phone', {
        key: group.key,
      }),
      count:
        group.leads > group.members.length
          ? t('leadDuplicates.group.countMore', {
              count: formatCount(group.leads, locale),
              shown: group.members.length,
            })
          : t('leadDuplicates.group.count', { count: formatCount(group.leads, locale) }),
      members: group.members.map((m) => ({
        ...memberView(m, locale),
        mergeOptions: group.members
          .filter((other) => other.id !== m.id)
          .map((other) => ({
            value: other.id,
            label: `${other.fullName} — ${formatDateTime(other.createdAt, locale)}`,
          })),
      })),
    })),
    nextHref: page.next
      ? duplicatesParams.href(locale, { tipo: KIND_PARAM[page.next.kind], apos: page.next.after })
      : undefined,
    firstHref: cursor ? duplicatesParams.href(locale) : undefined,
  };
}

async function confirmProps(keepId: string, mergeId: string, locale: Locale) {
  const preview = await mergePreview({ keepId, mergeId });
  if (!preview) return { mode: 'gone' as const, backHref: duplicatesParams.href(locale) };
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const { kept, merged, fields } = preview;
  const filled: string[] = [];
  if (kept.message === null && fields.message !== null) filled.push(t('leadDuplicates.fill.message'));
  if (kept.moduleNumber === null && fields.moduleNumber !== null)
    filled.push(t('leadDuplicates.fill.module', { n: fields.moduleNumber }));
  if (kept.ownerId === null && fields.ownerId !== null) filled.push(t('leadDuplicates.fill.owner'));
  if (kept.followUpOn !== fields.followUpOn) filled.push(t('leadDuplicates.fill.followUp'));
  if (kept.firstResponseAt === null && fields.firstResponseAt !== null) filled.push(t('leadDuplicates.fill.answered'));
  return {
    mode: 'confirm' as const,
    duplicates: preview.duplicates,
    keepId,
    mergeId,
    kept: memberView(kept, locale),
    merged: memberView(merged, locale),
    moves: t('leadDuplicates.confirm.moves', {
      events: formatCount(preview.moves.events, locale),
      visits: formatCount(preview.moves.visits, locale),
    }),
    filled,
    swapHref: mergeHref(locale, mergeId, keepId),
    backHref: duplicatesParams.href(locale),
  };
}

export async function duplicatesProps(url: URL, locale: Locale) {
  const values = duplicatesParams.read(url.searchParams);
  const labels = pick(locale, DUPLICATES_KEYS);
  const view =
    values.manter && values.unir
      ? await confirmProps(values.manter, values.unir, locale)
      : await listProps(values, locale);
  return { labels, view };
}

export type DuplicatesProps = Awaited<ReturnType<typeof duplicatesProps>>;
export type DuplicatesListView = Extract<DuplicatesProps['view'], { mode: 'list' }>;
export type MergeConfirmView = Extract<DuplicatesProps['view'], { mode: 'confirm' }>;
