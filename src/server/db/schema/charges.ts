// What customers owe: charges the staff register (src/features/portal/charges). Amounts are whole
// centavos, so sums are exact; a paid or cancelled charge keeps when, how and why.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHARGE_STATUSES, PAYMENT_METHODS } from '../../../lib/statuses/charge';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { modules } from './modules';
import { shipments } from './shipments';

export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the customer's account is erased (LGPD): the record stays, without the person. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** In centavos (R$ 1.234,56 is 123456). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A calendar day ('yyyy-MM-dd'), in the site's time zone. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    moduleNumber: integer('module_number').references(() => modules.number),
    status: text('status', { enum: CHARGE_STATUSES }).notNull().default('open'),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    cancelReason: text('cancel_reason'),
    /** The staff member who registered it (null once that account is gone). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('charges_user_due_idx').on(t.userId, t.dueDate),
    index('charges_due_idx').on(t.dueDate),
    enumCheck('charges_status_check', t.status, CHARGE_STATUSES),
    enumCheck('charges_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    check('charges_amount_check', sql`${t.amountCents} > 0`),
    // Paid means a date and a method; cancelled means a reason; open has neither.
    check(
      'charges_state_check',
      sql`(${t.status} = 'paid') = (${t.paidOn} IS NOT NULL AND ${t.paymentMethod} IS NOT NULL) AND (${t.status} = 'cancelled') = (${t.cancelReason} IS NOT NULL)`,
    ),
  ],
);

export type ChargeRow = typeof charges.$inferSelect;
