import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITE_ROLES, TENANT_ROLES } from '../../../lib/statuses/tenancy';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { modules } from './modules';

/** A company that leases modules: created when the staff link its first account to a module. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company's name as the staff and the gatehouse see it. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff's list of tenants, by name, a page at a time.
  (t) => [index('tenants_name_idx').on(t.name, t.id)],
);

/** The people of a tenant: an account belongs to at most one. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TENANT_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_members_tenant_idx').on(t.tenantId),
    enumCheck('tenant_members_role_check', t.role, TENANT_ROLES),
    // One main account per tenant.
    uniqueIndex('tenant_members_one_main')
      .on(t.tenantId)
      .where(sql`${t.role} = 'main'`),
  ],
);

/**
 * A module leased by a tenant from one day to another (both included, America/Fortaleza; no end:
 * open-ended). Two leases of one module never overlap: an exclusion constraint over the days
 * (drizzle/0033, btree_gist), whichever process writes them.
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    moduleNumber: integer('module_number')
      .notNull()
      .references(() => modules.number),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leases_tenant_idx').on(t.tenantId, t.startsOn),
    index('leases_module_idx').on(t.moduleNumber, t.startsOn),
    check('leases_day_order', sql`${t.endsOn} IS NULL OR ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * An invitation to join a tenant, sent by email: the link carries a random token, stored here as
 * its SHA-256. Accepted once, before it expires; the main account or a manager can withdraw it.
 */
export const tenantInvites = pgTable(
  'tenant_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: INVITE_ROLES }).notNull(),
    /** The language of the invitation email and its page. */
    locale: text('locale').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_invites_tenant_idx').on(t.tenantId, t.createdAt),
    enumCheck('tenant_invites_role_check', t.role, INVITE_ROLES),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type TenantMemberRow = typeof tenantMembers.$inferSelect;
export type LeaseRow = typeof leases.$inferSelect;
export type TenantInviteRow = typeof tenantInvites.$inferSelect;
