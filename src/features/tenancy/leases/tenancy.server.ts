// Who a signed-in customer acts for: the tenant (company) their account belongs to, their role in
// it and the modules it leases today. The middleware puts the signed-in person's on locals (read
// once, on first use); every tenant page, action and endpoint (gate passes, maintenance, rooms,
// notices) starts from it through requireTenant (src/server/guards.ts), so a tenant only ever sees
// its own modules.
import { defineMiddleware } from 'astro:middleware';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { siteDay } from '@/lib/site-time';
import type { Tenancy, TenantRole } from '@/lib/statuses/tenancy';
import { db, type Database } from '@/server/db/client';
import { leases, tenantMembers, tenants } from '@/server/db/schema';

export type { Tenancy };

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

/** `user`'s tenancy today, read on the first call and the same answer after (null for no user). */
export function tenancyReader(
  user: { id: string } | null,
  read: (userId: string) => Promise<Tenancy | null> = (userId) => tenancyOf(userId),
): () => Promise<Tenancy | null> {
  let tenancy: Promise<Tenancy | null> | undefined;
  return () => (tenancy ??= user ? read(user.id) : Promise.resolve(null));
}

/** Puts the signed-in person's tenancy on locals, read once per request when first asked. */
export const tenancyMiddleware = defineMiddleware((context, next) => {
  // A rewrite (the 403 page) runs the middleware again: the reader is already there.
  context.locals.tenancy ??= tenancyReader(context.locals.user);
  return next();
});
