import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, PASS_APPROVALS, PASS_KINDS, TRUCK_OPERATIONS } from '../../../lib/statuses/gate';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { modules } from './modules';
import { tenants } from './tenancy';

/**
 * An expected arrival at the gatehouse for a tenant's module: a visitor or a truck, within a time
 * window. Its code (8 characters, Crockford base32) is what the guard types or scans. Check-in is
 * one conditional UPDATE (src/features/tenancy/gatehouse), so a pass is let in once whatever the races.
 * A walk-in is registered by the guard and waits for the tenant's approval.
 */
export const gatePasses = pgTable(
  'gate_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    moduleNumber: integer('module_number')
      .notNull()
      .references(() => modules.number),
    kind: text('kind', { enum: PASS_KINDS }).notNull(),
    code: text('code').notNull(),
    /** The visitor, or the truck's driver. */
    personName: text('person_name').notNull(),
    /** A visitor's document: a CPF's 11 digits or an RG as typed (uppercase, no spaces). */
    documentKind: text('document_kind', { enum: DOCUMENT_KINDS }),
    documentNumber: text('document_number'),
    /** The visitor's company, or the truck's carrier. */
    company: text('company'),
    /** A truck's plate, uppercase without dash: 'ABC1D23' (Mercosul) or 'ABC1234' (old). */
    plate: text('plate'),
    operation: text('operation', { enum: TRUCK_OPERATIONS }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    walkIn: boolean('walk_in').notNull().default(false),
    approval: text('approval', { enum: PASS_APPROVALS }).notNull().default('approved'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: text('checked_out_by').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gate_passes_code_idx').on(t.code),
    index('gate_passes_tenant_window_idx').on(t.tenantId, t.windowStart),
    index('gate_passes_window_idx').on(t.windowStart),
    index('gate_passes_plate_idx').on(t.plate, t.windowStart),
    index('gate_passes_checked_in_idx').on(t.checkedInAt),
    enumCheck('gate_passes_kind_check', t.kind, PASS_KINDS),
    enumCheck('gate_passes_approval_check', t.approval, PASS_APPROVALS),
    check('gate_passes_window_order', sql`${t.windowStart} < ${t.windowEnd}`),
    check('gate_passes_truck_plate', sql`${t.kind} <> 'truck' OR ${t.plate} IS NOT NULL`),
    check('gate_passes_out_after_in', sql`${t.checkedOutAt} IS NULL OR ${t.checkedInAt} IS NOT NULL`),
  ],
);

export type GatePassRow = typeof gatePasses.$inferSelect;
