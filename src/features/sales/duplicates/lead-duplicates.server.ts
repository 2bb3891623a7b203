// Finding duplicate leads: the same address (leads.email_key, the email in lower case) or the same
// phone (leads.phone_key, its digits, when there are at least PHONE_KEY_MIN_LENGTH of them). Each
// read is a range of the key's index: a page of groups walks the index in key order and stops
// once it has the page's groups; a group's leads and a lead's duplicates are index lookups.
// Callers have checked the role.
import { and, asc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import { leads, type LeadRow } from '@/server/db/schema';

/** Fewer digits than this (an extension, a typo) do not make two leads the same person. */
export const PHONE_KEY_MIN_LENGTH = 8;
export const GROUPS_PAGE_SIZE = 20;
/** The leads shown per group (and in a lead's box); a bigger group says how many more it has. */
export const MEMBERS_SHOWN = 10;

export const DUPLICATE_KINDS = ['email', 'phone'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** Where a page of groups starts: after this key of this kind (emails come first, then phones). */
export interface GroupCursor {
  kind: DuplicateKind;
  after: string;
}

const keyColumn = (kind: DuplicateKind) => (kind === 'email' ? leads.emailKey : leads.phoneKey);
const usablePhone = sql`length(${leads.phoneKey}) >= ${PHONE_KEY_MIN_LENGTH}`;

/** Whether two leads are the same person by the keys above. */
export function areDuplicates(a: Pick<LeadRow, 'emailKey' | 'phoneKey'>, b: Pick<LeadRow, 'emailKey' | 'phoneKey'>) {
  if (a.emailKey !== null && a.emailKey === b.emailKey) return true;
  return a.phoneKey !== null && a.phoneKey.length >= PHONE_KEY_MIN_LENGTH && a.phoneKey === b.phoneKey;
}

/** Keys of `kind` that more than one lead shares, in key order, after `after`: at most `limit`. */
function sharedKeys(kind: DuplicateKind, after: string | undefined, limit: number) {
  const key = keyColumn(kind);
  return db()
    .select({ key: sql<string>`${key}`, leads: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(after === undefined ? sql`${key} IS NOT NULL` : gt(key, after), kind === 'phone' ? usablePhone : undefined),
    )
    .groupBy(key)
    .having(sql`count(*) > 1`)
    .orderBy(asc(key))
    .limit(limit);
}

const memberColumns = {
  id: leads.id,
  fullName: leads.fullName,
  email: leads.email,
  phone: leads.phone,
  status: leads.status,
  createdAt: leads.createdAt,
  emailKey: leads.emailKey,
  phoneKey: leads.phoneKey,
};

export type DuplicateMember = Omit<Awaited<ReturnType<typeof membersOf>>[number], 'rank'>;

/** The first MEMBERS_SHOWN leads (oldest first) of each of these keys of `kind`. */
function membersOf(kind: DuplicateKind, keys: string[]) {
  const key = keyColumn(kind);
  const ranked = db()
    .select({
      ...memberColumns,
      rank: sql<number>`row_number() OVER (PARTITION BY ${key} ORDER BY ${leads.createdAt}, ${leads.id})`.as('rank'),
    })
    .from(leads)
    .where(inArray(key, keys))
    .as('ranked');
  return db()
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${MEMBERS_SHOWN}`)
    .orderBy(ranked.rank);
}

/**
 * One page of duplicate groups from `cursor` (the first page without one): each group's key, how
 * many leads share it and the first of them; `next` is where the following page starts.
 */
export async function duplicateGroups(cursor?: GroupCursor, pageSize = GROUPS_PAGE_SIZE) {
  const found: { kind: DuplicateKind; key: string; leads: number }[] = [];
  for (const kind of DUPLICATE_KINDS) {
    if (cursor?.kind === 'phone' && kind === 'email') continue;
    const after = cursor?.kind === kind ? cursor.after : undefined;
    const keys = await sharedKeys(kind, after, pageSize + 1 - found.length);
    found.push(...keys.map((k) => ({ kind, ...k })));
    if (found.length > pageSize) break;
  }
  const groups = found.slice(0, pageSize);
  const last = groups.at(-1);
  const next: GroupCursor | undefined =
    found.length > pageSize && last ? { kind: last.kind, after: last.key } : undefined;
  const members = await Promise.all(
    DUPLICATE_KINDS.map(async (kind) => {
      const keys = groups.filter((g) => g.kind === kind).map((g) => g.key);
      return keys.length === 0 ? [] : membersOf(kind, keys);
    }),
  );
  const byKey = (kind: DuplicateKind, key: string) =>
    members[DUPLICATE_KINDS.indexOf(kind)]!.filter((m) => (kind === 'email' ? m.emailKey : m.phoneKey) === key).map(
      ({ rank: _rank, ...m }) => m,
    );
  return { groups: groups.map((g) => ({ ...g, members: byKey(g.kind, g.key) })), next };
}

function duplicatesWhere(lead: Pick<LeadRow, 'id' | 'emailKey' | 'phoneKey'>): SQL | undefined {
  const phone = lead.phoneKey && lead.phoneKey.length >= PHONE_KEY_MIN_LENGTH ? lead.phoneKey : null;
  const sameKey = or(
    lead.emailKey === null ? undefined : eq(leads.emailKey, lead.emailKey),
    phone === null ? undefined : eq(leads.phoneKey, phone),
  );
  return sameKey && and(sameKey, ne(leads.id, lead.id));
}

/** The other leads with the same address or phone as `lead` (oldest first, MEMBERS_SHOWN + 1 at most). */
export async function leadDuplicates(lead: Pick<LeadRow, 'id' | 'emailKey' | 'phoneKey'>, database: Database = db()) {
  const where = duplicatesWhere(lead);
  if (!where) return [];
  return database
    .select(memberColumns)
    .from(leads)
    .where(where)
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(MEMBERS_SHOWN + 1);
}
