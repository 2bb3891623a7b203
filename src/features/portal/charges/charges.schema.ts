// The staff's three charge forms (register, mark paid, cancel), shared by the actions and the
// tests. The server checks again what only it knows (the customer, the shipment, the status).
import { isCalendarDay } from '@/lib/calendar-day';
import { emailField, optionalText, recordId, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { PAYMENT_METHODS } from '@/lib/statuses/charge';
import { MAX_CHARGE_CENTS } from '@/lib/value-limits';
import { parseBrl } from '@/lib/money';

export const DESCRIPTION_MAX_LENGTH = 200;
export const REASON_MAX_LENGTH = 500;
export const MODULE_COUNT = 18;

const day = (message: 'charges.error.dueDate' | 'charges.error.paidOn') =>
  z.string({ error: message }).check(z.trim(), z.refine(isCalendarDay, message));

const amount = z.pipe(
  z.string({ error: 'charges.error.amount' }).check(
    z.trim(),
    z.refine((v) => {
      const cents = parseBrl(v);
      return cents !== undefined && cents > 0 && cents <= MAX_CHARGE_CENTS;
    }, 'charges.error.amount'),
  ),
  z.transform((v: string) => parseBrl(v) as number),
);

const moduleNumber = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MODULE_COUNT),
        'charges.error.module',
      ),
    ),
    z.transform((v: string) => (v === '' ? undefined : Number(v))),
  ),
);

export const createChargeSchema = z
  .object({
    submission: submissionKey,
    customerEmail: emailField({ invalid: 'charges.error.customer' }),
    description: requiredText(
      { required: 'charges.error.description', tooLong: 'charges.error.tooLong' },
      DESCRIPTION_MAX_LENGTH,
    ),
    amount,
    dueDate: day('charges.error.dueDate'),
    shipment: optionalText({ tooLong: 'charges.error.shipment' }, 40),
    module: moduleNumber,
  })
  .check(
    z.refine((v: { shipment?: string; module?: number }) => !(v.shipment && v.module !== undefined), {
      message: 'charges.error.shipmentOrModule',
      path: ['module'],
    }),
  );

export type CreateChargeInput = z.output<typeof createChargeSchema>;

export const payChargeSchema = z.object({
  chargeId: recordId,
  paidOn: day('charges.error.paidOn'),
  method: z.enum(PAYMENT_METHODS, 'charges.error.method'),
});

export type PayChargeInput = z.output<typeof payChargeSchema>;

export const cancelChargeSchema = z.object({
  chargeId: recordId,
  reason: requiredText({ required: 'charges.error.reason', tooLong: 'charges.error.tooLong' }, REASON_MAX_LENGTH),
});

export type CancelChargeInput = z.output<typeof cancelChargeSchema>;
