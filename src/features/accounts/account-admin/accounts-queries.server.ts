// What the staff read about accounts: the list (searched by name or email, filtered by role and
// state), one account with its last sign-in, and a customer's latest records of each kind.
import { and, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { listedDocument } from '@/features/portal/documents/documents.server';
import { listShipments, countShipments } from '@/features/portal/shipments/shipments.server';
import { customerRequestsPage } from '@/features/portal/support/support-queries.server';
import { db } from '@/server/db/client';
import { charges, documents, session, shipments, twoFactor, user } from '@/server/db/schema';
import { matchesText } from '@/server/db/search';
import { readPage } from '@/server/lists';
import type { AccountRole } from '@/lib/account-roles';

export const ACCOUNTS_PAGE_SIZE = 20;
/** How many of each kind of record a customer's page shows. */
export const LATEST_RECORDS = 5;

export const ACCOUNT_STATES = ['active', 'suspended'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export interface AccountFilters {
  /** Part of the name or of the email. */
  query?: string;
  role?: AccountRole;
  state?: AccountState;
}

const isStaff = eq(user.role, 'admin');
const isSuspended = sql`${user.banned} IS TRUE`;

function accountsWhere({ query, role, state }: AccountFilters): SQL | undefined {
  return and(
    query ? matchesText([user.name, user.email], query) : undefined,
    role === 'admin' ? isStaff : role === 'user' ? sql`${user.role} IS DISTINCT FROM 'admin'` : undefined,
    state === 'suspended' ? isSuspended : state === 'active' ? sql`${user.banned} IS NOT TRUE` : undefined,
  );
}

const listed = {
  id: user.id,
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
};

/** Page `page` of the accounts matching the filters, newest first. */
export function accountsPage(filters: AccountFilters, page: number) {
  return readPage({
    rows: db().select(listed).from(user).$dynamic(),
    where: accountsWhere(filters),
    orderBy: [desc(user.createdAt), desc(user.id)],
    page,
    pageSize: ACCOUNTS_PAGE_SIZE,
  });
}

export type ListedAccount = Awaited<ReturnType<typeof accountsPage>>['rows'][number];

/** Account `id` with its ban, its second factor and its newest session's start; undefined if none. */
export async function findAccount(id: string) {
  const [row] = await db()
    .select({ ...listed, banReason: user.banReason, locale: user.locale, phone: user.phone })
    .from(user)
    .where(eq(user.id, id));
  if (!row) return undefined;
  const [[signIn], [key]] = await Promise.all([
    db()
      .select({ at: max(session.createdAt) })
      .from(session)
      .where(eq(session.userId, id)),
    db().select({ id: twoFactor.id }).from(twoFactor).where(eq(twoFactor.userId, id)).limit(1),
  ]);
  return { ...row, lastSignIn: signIn?.at ?? null, hasTwoFactorKey: Boolean(key) };
}

export type AccountRecord = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The customer's newest rows of one kind (its list's first page), with how many there are. */
function latest<Q extends PgSelect>(rows: Q, where: SQL, orderBy: (PgColumn | SQL)[]) {
  return readPage({ rows, where, orderBy, page: 1, pageSize: LATEST_RECORDS });
}

const latestCharges = (userId: string) =>
  latest(
    db()
      .select({
        id: charges.id,
        description: charges.description,
        amountCents: charges.amountCents,
        dueDate: charges.dueDate,
        status: charges.status,
      })
      .from(charges)
      .$dynamic(),
    eq(charges.userId, userId),
    [desc(charges.dueDate), desc(charges.createdAt)],
  );

const latestDocuments = (userId: string) =>
  latest(
    db().select(listedDocument).from(documents).leftJoin(shipments, eq(shipments.id, documents.shipmentId)).$dynamic(),
    eq(documents.userId, userId),
    [desc(documents.createdAt), desc(documents.id)],
  );

/** A customer's newest shipments, documents, charges and support requests, with how many of each. */
export async function customerRecords(userId: string) {
  const [shipmentRows, shipmentTotal, chargeList, documentList, requests] = await Promise.all([
    listShipments(userId, { limit: LATEST_RECORDS }),
    countShipments(userId),
    latestCharges(userId),
    latestDocuments(userId),
    customerRequestsPage(userId, 1),
  ]);
  return {
    shipments: { rows: shipmentRows, total: shipmentTotal },
    charges: chargeList,
    documents: documentList,
    requests: { rows: requests.rows.slice(0, LATEST_RECORDS), total: requests.total },
  };
}

export type CustomerRecords = Awaited<ReturnType<typeof customerRecords>>;
