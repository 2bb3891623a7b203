import { localizePath } from '@/lib/paths';
import { successFlash } from '@/lib/flash';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from './charges.schema';
import { cancelCharge, createCharge, payCharge } from './charges.server';
import { staffFormAction } from '@/server/forms/form-action';

export const charges = {
  create: staffFormAction(createChargeSchema, async (staff, input, context) => {
    await createCharge(staff, input);
    return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.created') };
  }),
  pay: staffFormAction(payChargeSchema, async (staff, input, context) => {
    await payCharge(staff, input);
    return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.paid') };
  }),
  cancel: staffFormAction(cancelChargeSchema, async (staff, input, context) => {
    await cancelCharge(staff, input);
    return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.cancelled') };
  }),
};
