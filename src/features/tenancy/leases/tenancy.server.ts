// Who a signed-in customer acts for: the tenant (company) their account belongs to, their role in
// it and the modules it leases today. Every tenant page and action (gate passes, maintenance,
// rooms, notices) starts from tenancyOf, so a tenant only ever sees its own modules.
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { siteDay } from '@/lib/site-time';
import type { TenantRole } from '@/lib/statuses/tenancy';
import { db, type Database } from '@/server/db/client';
import { leases, tenantMembers, tenants } from '@/server/db/schema';

export interface Tenancy {
  tenantId: string;
  tenantName: string;
  role: TenantRole;
  /** The modules the tenant leases on the day asked (America/Fortaleza), in number order. */
  modules: number[];
}

/** A lease covering `day` (both ends included; no end: open-ended). */
export const leaseCovers = (day: string) =>
  and(lte(leases.startsOn, day), or(isNull(leases.endsOn), gte(leases.endsOn, day)));

/** The tenancy of `userId` on `day` (today by default), or null for an account of no tenant. */
export async function tenancyOf(userId: string, day = siteDay(new Date()), database: Database = db()) {
  const [member] = await database
    .select({ tenantId: tenantMembers.tenantId, role: tenantMembers.role, tenantName: tenants.name })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.userId, userId));
  if (!member) return null;
  const leased = await database
    .select({ moduleNumber: leases.moduleNumber })
    .from(leases)
    .where(and(eq(leases.tenantId, member.tenantId), leaseCovers(day)))
    .orderBy(asc(leases.moduleNumber));
  return { ...member, modules: [...new Set(leased.map((l) => l.moduleNumber))] } satisfies Tenancy;
}

/** Whether `role` may invite and remove the tenant's people. */
export const managesPeople = (role: TenantRole) => role === 'main' || role === 'manager';
