// What the staff do to tenancies: link an account to a module it leases (making its tenant, with the
// account as its main member, when it has none), end or remove a lease, each in one transaction with
// its audit entry and the module's status on the site (leased while a lease covers the day); and what they read: the tenants, one tenant, a module's or an account's tenancy.
// Callers have checked the role (requireAdmin).
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { siteDay } from '@/lib/site-time';
import type { TenantRole } from '@/lib/statuses/tenancy';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { EXCLUSION_VIOLATION, isPgError } from '@/server/db/errors';
import { settleModuleStatuses } from '@/features/site/modules/module-writes.server';
import { leases, tenantInvites, tenantMembers, tenants, user } from '@/server/db/schema';
import { readPage } from '@/server/lists';
import { refuse } from '@/server/refusal';
import { leaseCovers } from './tenancy.server';
import type { EndLeaseInput, LinkLeaseInput } from './tenancy.schema';

export const TENANTS_PAGE_SIZE = 50;

/** Runs `write`; a lease that would overlap another of its module is refused with a clear message. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, EXCLUSION_VIOLATION)) refuse('CONFLICT', 'tenancy.error.overlap');
    throw error;
  }
}

/**
 * Links the account with `input.email` to `input.module` from `startsOn` to `endsOn` (none:
 * open-ended). An account of no tenant becomes the main member of a new tenant named
 * `companyName` (required then). A lease overlapping another of the module is refused.
 */
export async function linkAccountToModule(
  actor: AuditActor,
  input: LinkLeaseInput,
  database: Database = db(),
  now = new Date(),
) {
  return database.transaction(async (tx) => {
    const email = input.email.toLowerCase();
    // Locked, so two staff linking the same account at once make one tenant, not two.
    const [account] = await tx
      .select({ id: user.id, email: user.email, role: user.role })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
      .for('update');
    if (!account) refuse('NOT_FOUND', 'tenancy.error.noAccount');
    if (account.role === 'admin') refuse('BAD_REQUEST', 'tenancy.error.staffAccount');
    const [member] = await tx
      .select({ tenantId: tenantMembers.tenantId })
      .from(tenantMembers)
      .where(eq(tenantMembers.userId, account.id));
    let tenantId = member?.tenantId;
    const created = !tenantId;
    if (!tenantId) {
      if (!input.companyName) refuse('BAD_REQUEST', 'tenancy.error.companyName');
      const [tenant] = await tx.insert(tenants).values({ name: input.companyName }).returning({ id: tenants.id });
      tenantId = tenant!.id;
      await tx.insert(tenantMembers).values({ userId: account.id, tenantId, role: 'main' });
    }
    const [lease] = await refusingOverlap(() =>
      tx
        .insert(leases)
        .values({
          tenantId,
          moduleNumber: input.module,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          createdBy: actor.id,
        })
        .returning({ id: leases.id }),
    );
    await recordAudit(tx, {
      actor,
      action: 'tenant.lease',
      subject: { kind: 'tenant', id: tenantId },
      after: {
        module: input.module,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        account: account.email,
        ...(created ? { tenant: input.companyName } : {}),
      },
    });
    await settleModuleStatuses(tx, siteDay(now), [input.module]);
    return { tenantId, leaseId: lease!.id, createdTenant: created };
  });
}

async function lockedLease(tx: Database, leaseId: string) {
  const [lease] = await tx.select().from(leases).where(eq(leases.id, leaseId)).for('update');
  return lease ?? refuse('NOT_FOUND', 'tenancy.error.leaseNotFound');
}

/** Sets the lease's last day (ending it, or moving its end); never before its first day. */
export async function endLease(actor: AuditActor, input: EndLeaseInput, database: Database = db(), now = new Date()) {
  return database.transaction(async (tx) => {
    const lease = await lockedLease(tx, input.leaseId);
    if (input.endsOn < lease.startsOn) refuse('BAD_REQUEST', 'tenancy.error.dayOrder');
    await refusingOverlap(() => tx.update(leases).set({ endsOn: input.endsOn }).where(eq(leases.id, lease.id)));
    await recordAudit(tx, {
      actor,
      action: 'tenant.endLease',
      subject: { kind: 'tenant', id: lease.tenantId },
      before: { module: lease.moduleNumber, endsOn: lease.endsOn },
      after: { module: lease.moduleNumber, endsOn: input.endsOn },
    });
    await settleModuleStatuses(tx, siteDay(now), [lease.moduleNumber]);
    return { tenantId: lease.tenantId };
  });
}

/** Deletes a lease entered by mistake. */
export async function removeLease(actor: AuditActor, leaseId: string, database: Database = db(), now = new Date()) {
  return database.transaction(async (tx) => {
    const lease = await lockedLease(tx, leaseId);
    await tx.delete(leases).where(eq(leases.id, lease.id));
    await recordAudit(tx, {
      actor,
      action: 'tenant.removeLease',
      subject: { kind: 'tenant', id: lease.tenantId },
      before: { module: lease.moduleNumber, startsOn: lease.startsOn, endsOn: lease.endsOn },
    });
    await settleModuleStatuses(tx, siteDay(now), [lease.moduleNumber]);
    return { tenantId: lease.tenantId };
  });
}

/** The tenant leasing each module on `day` and the lease's last day (null: open-ended), by module number. */
export async function moduleTenants(day = siteDay(new Date()), database: Database = db()) {
  const rows = await database
    .select({
      moduleNumber: leases.moduleNumber,
      tenantId: tenants.id,
      tenantName: tenants.name,
      endsOn: leases.endsOn,
    })
    .from(leases)
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(leaseCovers(day));
  return new Map(
    rows.map((row) => [row.moduleNumber, { tenantId: row.tenantId, tenantName: row.tenantName, endsOn: row.endsOn }]),
  );
}

/** Page `page` of tenants by name (its index), with the modules they lease on `day` and how many people they have. */
export async function listTenants(page: number, day = siteDay(new Date())) {
  const database = db();
  const shown = await readPage({
    rows: database.select({ id: tenants.id, name: tenants.name }).from(tenants).$dynamic(),
    orderBy: [asc(tenants.name), asc(tenants.id)],
    page,
    pageSize: TENANTS_PAGE_SIZE,
  });
  const ids = shown.rows.map((row) => row.id);
  const [leased, people] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          database
            .select({ tenantId: leases.tenantId, moduleNumber: leases.moduleNumber })
            .from(leases)
            .where(and(inArray(leases.tenantId, ids), leaseCovers(day)))
            .orderBy(asc(leases.moduleNumber)),
          database
            .select({ tenantId: tenantMembers.tenantId, people: count() })
            .from(tenantMembers)
            .where(inArray(tenantMembers.tenantId, ids))
            .groupBy(tenantMembers.tenantId),
        ]);
  return {
    ...shown,
    rows: shown.rows.map((row) => ({
      ...row,
      modules: leased.filter((l) => l.tenantId === row.id).map((l) => l.moduleNumber),
      people: people.find((p) => p.tenantId === row.id)?.people ?? 0,
    })),
  };
}

/** A tenant's people (main first), leases (newest first) and pending invitations; null if none. */
export async function tenantDetail(tenantId: string, now = new Date(), database: Database = db()) {
  const [tenant] = await database.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return null;
  const [people, leaseRows, invites] = await Promise.all([
    tenantPeople(tenantId, database),
    database
      .select()
      .from(leases)
      .where(eq(leases.tenantId, tenantId))
      .orderBy(desc(leases.startsOn), asc(leases.moduleNumber)),
    pendingInvites(tenantId, now, database),
  ]);
  return { tenant, people, leases: leaseRows, invites };
}

const ROLE_ORDER = sql`CASE ${tenantMembers.role} WHEN 'main' THEN 0 WHEN 'manager' THEN 1 ELSE 2 END`;

/** A tenant's people, the main account first, then managers, then members, by name. */
export async function tenantPeople(tenantId: string, database: Database = db()) {
  return database
    .select({
      userId: tenantMembers.userId,
      role: tenantMembers.role,
      name: user.name,
      email: user.email,
    })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(eq(tenantMembers.tenantId, tenantId))
    .orderBy(ROLE_ORDER, asc(user.name));
}

/** A tenant's invitations not accepted yet and not expired at `now`, newest first. */
export async function pendingInvites(tenantId: string, now = new Date(), database: Database = db()) {
  return database
    .select({
      id: tenantInvites.id,
      email: tenantInvites.email,
      role: tenantInvites.role,
      expiresAt: tenantInvites.expiresAt,
    })
    .from(tenantInvites)
    .where(
      and(eq(tenantInvites.tenantId, tenantId), isNull(tenantInvites.acceptedAt), gt(tenantInvites.expiresAt, now)),
    )
    .orderBy(desc(tenantInvites.createdAt));
}

export interface AccountTenancy {
  tenantId: string;
  tenantName: string;
  role: TenantRole;
  leases: { id: string; moduleNumber: number; startsOn: string; endsOn: string | null }[];
}

/** The tenant of an account (for its staff page) with every lease of it, or null. */
export async function accountTenancy(userId: string, database: Database = db()): Promise<AccountTenancy | null> {
  const [member] = await database
    .select({ tenantId: tenantMembers.tenantId, role: tenantMembers.role, tenantName: tenants.name })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.userId, userId));
  if (!member) return null;
  const rows = await database
    .select({ id: leases.id, moduleNumber: leases.moduleNumber, startsOn: leases.startsOn, endsOn: leases.endsOn })
    .from(leases)
    .where(eq(leases.tenantId, member.tenantId))
    .orderBy(desc(leases.startsOn), asc(leases.moduleNumber));
  return { ...member, leases: rows };
}
