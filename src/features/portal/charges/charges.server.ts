// What the staff do to charges (register, mark paid, cancel), each in one transaction with its
// audit entry, and the lists the staff and the customer read. Callers have checked the role (requireAdmin / requireUser).
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import { siteToday } from '@/lib/format';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { ChargeState } from '@/lib/statuses/charge';
import { parseTrackingNumber } from '@/lib/tracking/tracking-number';
import { recordAudit, type AuditActor } from '@/server/audit';
import { isAdmin } from '@/server/guards';
import { db, type Database } from '@/server/db/client';
import { charges, modules, shipments, user } from '@/server/db/schema';
import { scrubSet } from '@/server/db/redact';
import { containsPattern } from '@/server/db/search';
import { submitOnce } from '@/server/forms/submissions';
import { readPage } from '@/server/lists';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { chargeEmail } from './charge.email';
import type { CancelChargeInput, CreateChargeInput, PayChargeInput } from './charges.schema';

export const CHARGES_PAGE_SIZE = 20;

/** The customer's charges page in their language. */
export const customerChargesPath = (locale: Locale) => localizePath(locale, '/dashboard/charges');

async function findCustomer(tx: Database, email: string) {
  const [found] = await tx
    .select({ id: user.id, role: user.role, locale: user.locale, name: user.name, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (!found || isAdmin(found)) refuse('BAD_REQUEST', 'charges.error.customer');
  return found;
}

/** The id of `customerId`'s shipment with the tracking number typed, or a refusal. */
async function findShipment(tx: Database, customerId: string, typed: string) {
  const parsed = parseTrackingNumber(typed);
  if (!parsed.ok) refuse('BAD_REQUEST', 'charges.error.shipment');
  const [found] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.trackingNumber, parsed.trackingNumber), eq(shipments.userId, customerId)));
  if (!found) refuse('BAD_REQUEST', 'charges.error.shipment');
  return found.id;
}

/** Registers a charge for the customer and tells them (notification and email, in their language); once per submission. */
export async function createCharge(actor: AuditActor, input: CreateChargeInput) {
  return submitOnce('charges.create', input.submission, async (tx) => {
    const customer = await findCustomer(tx, input.customerEmail);
    const shipmentId = input.shipment ? await findShipment(tx, customer.id, input.shipment) : null;
    if (input.module !== undefined) {
      const [known] = await tx.select({ number: modules.number }).from(modules).where(eq(modules.number, input.module));
      if (!known) refuse('BAD_REQUEST', 'charges.error.module');
    }
    const [row] = await tx
      .insert(charges)
      .values({
        userId: customer.id,
        description: input.description,
        amountCents: input.amount,
        dueDate: input.dueDate,
        shipmentId,
        moduleNumber: input.module ?? null,
        createdBy: actor.id,
      })
      .returning({ id: charges.id });
    await recordAudit(tx, {
      actor,
      action: 'charge.create',
      subject: { kind: 'charge', id: row!.id },
      after: {
        userId: customer.id,
        description: input.description,
        amountCents: input.amount,
        dueDate: input.dueDate,
        shipmentId,
        moduleNumber: input.module ?? null,
      },
    });
    const locale: Locale = isLocale(customer.locale) ? customer.locale : defaultLocale;
    await notify(tx, customer.id, locale, {
      title: 'charges.notify.title',
      body: 'charges.notify.body',
      params: { amount: { money: input.amount }, description: input.description, due: { day: input.dueDate } },
      link: customerChargesPath(locale),
    });
    const email = chargeEmail({ ...input, page: customerChargesPath(locale) }, customer);
    await enqueueMail(tx, email, { cause: { kind: 'charge', id: row!.id } });
    return { id: row!.id };
  });
}

type ChargeChange = Pick<Partial<typeof charges.$inferInsert>, 'status' | 'paidOn' | 'paymentMethod' | 'cancelReason'>;

/**
 * Applies `change` to an open charge (locked meanwhile) as `actor`, with its audit entry; any other
 * charge is refused untouched.
 */
async function changeOpenCharge(
  actor: AuditActor,
  action: 'charge.pay' | 'charge.cancel',
  chargeId: string,
  change: ChargeChange,
) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: charges.status })
      .from(charges)
      .where(eq(charges.id, chargeId))
      .for('update');
    if (!row) refuse('NOT_FOUND', 'charges.error.notFound');
    if (row.status !== 'open') refuse('CONFLICT', 'charges.error.notOpen');
    await tx
      .update(charges)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(charges.id, chargeId));
    await recordAudit(tx, {
      actor,
      action,
      subject: { kind: 'charge', id: chargeId },
      before: { status: row.status },
      after: change,
    });
  });
}

export const payCharge = (actor: AuditActor, input: PayChargeInput) =>
  changeOpenCharge(actor, 'charge.pay', input.chargeId, {
    status: 'paid',
    paidOn: input.paidOn,
    paymentMethod: input.method,
  });

export const cancelCharge = (actor: AuditActor, input: CancelChargeInput) =>
  changeOpenCharge(actor, 'charge.cancel', input.chargeId, { status: 'cancelled', cancelReason: input.reason });

/** The stored conditions for a state as of `today` (overdue is computed, see chargeState). */
export function stateCondition(state: ChargeState, today: string): SQL | undefined {
  if (state === 'overdue') return and(eq(charges.status, 'open'), lt(charges.dueDate, today));
  if (state === 'open') return and(eq(charges.status, 'open'), gte(charges.dueDate, today));
  return eq(charges.status, state);
}

export interface ChargeFilters {
  state?: ChargeState;
  customer?: string;
  query?: string;
}

function staffWhere(filters: ChargeFilters, today: string) {
  const conditions = [
    filters.state ? stateCondition(filters.state, today) : undefined,
    filters.customer
      ? or(ilike(user.name, containsPattern(filters.customer)), ilike(user.email, containsPattern(filters.customer)))
      : undefined,
    filters.query ? ilike(charges.description, containsPattern(filters.query)) : undefined,
  ].filter(Boolean);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const chargeColumns = {
  id: charges.id,
  description: charges.description,
  amountCents: charges.amountCents,
  dueDate: charges.dueDate,
  status: charges.status,
  paidOn: charges.paidOn,
  paymentMethod: charges.paymentMethod,
  cancelReason: charges.cancelReason,
  moduleNumber: charges.moduleNumber,
  trackingNumber: shipments.trackingNumber,
};

/** Page `page` of every customer's charges matching `filters`, newest due date first. */
export function staffChargesPage(filters: ChargeFilters, page: number, today = siteToday()) {
  return readPage({
    rows: db()
      .select({ ...chargeColumns, customerName: user.name, customerEmail: user.email })
      .from(charges)
      .leftJoin(user, eq(user.id, charges.userId))
      .leftJoin(shipments, eq(shipments.id, charges.shipmentId))
      .$dynamic(),
    where: staffWhere(filters, today),
    orderBy: [desc(charges.dueDate), desc(charges.createdAt), desc(charges.id)],
    page,
    pageSize: CHARGES_PAGE_SIZE,
  });
}

/** The customer's own charges, newest due date first. */
export async function listCustomerCharges(userId: string) {
  return db()
    .select(chargeColumns)
    .from(charges)
    .leftJoin(shipments, eq(shipments.id, charges.shipmentId))
    .where(eq(charges.userId, userId))
    .orderBy(desc(charges.dueDate), desc(charges.createdAt));
}

export type ChargeListRow = Awaited<ReturnType<typeof listCustomerCharges>>[number];

/**
 * For an erasure on request (LGPD), in its transaction: the customer's charges stay for the
 * business's records, with the person's names and addresses (`pattern`, a PostgreSQL regular
 * expression; none: nothing to take out) taken out of their description and cancel reason. Their ids.
 */
export async function anonymiseCustomerCharges(tx: Database, userId: string, pattern: string | undefined) {
  if (pattern) {
    const charge = scrubSet({ description: charges.description, cancelReason: charges.cancelReason }, pattern);
    await tx
      .update(charges)
      .set(charge.set)
      .where(and(eq(charges.userId, userId), charge.where));
  }
  const rows = await tx.select({ id: charges.id }).from(charges).where(eq(charges.userId, userId));
  return rows.map((r) => r.id);
}
