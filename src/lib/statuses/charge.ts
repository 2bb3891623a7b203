// A charge the staff register for a customer: open until paid or cancelled. "Overdue" is not a
// stored status: an open charge whose due date (in the site's time zone) has passed.

export const CHARGE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** What the customer and the reports show: the stored status, or overdue for a late open charge. */
export const CHARGE_STATES = ['open', 'overdue', 'paid', 'cancelled'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];

export const PAYMENT_METHODS = ['pix', 'boleto', 'transfer', 'card', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `dueDate` and `today` as 'yyyy-MM-dd' in the site's time zone. */
export function chargeState(status: ChargeStatus, dueDate: string, today: string): ChargeState {
  return status === 'open' && dueDate < today ? 'overdue' : status;
}
