// A company that leases modules (a tenant) and the people who act for it in the portal.

/**
 * A person's place in a tenant: the main account (the one the staff linked) and the colleagues it
 * invites. The main account and managers invite and remove people; every member registers gate
 * passes, maintenance requests and room bookings for the tenant's modules.
 */
export const TENANT_ROLES = ['main', 'manager', 'member'] as const;

export type TenantRole = (typeof TENANT_ROLES)[number];

/** The roles an invitation can give (there is one main account per tenant). */
export const INVITE_ROLES = ['manager', 'member'] as const;

export type InviteRole = (typeof INVITE_ROLES)[number];

/** Who a signed-in person acts for: their tenant, their role in it and the modules it leases today. */
export interface Tenancy {
  tenantId: string;
  tenantName: string;
  role: TenantRole;
  /** The modules the tenant leases on the day asked (America/Fortaleza), in number order. */
  modules: number[];
}
