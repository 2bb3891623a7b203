import { ActionError, defineAction } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { carrierSchema, moveShipmentSchema } from './shipment-operations.schema';
import { isShipmentRefusal, moveShipment, setCarrier } from './shipment-operations.server';

const MOVED: Flash = { title: 'shipmentOps.moved.title', text: 'shipmentOps.moved.text', variant: 'success' };
const CARRIER_SAVED: Flash = { title: 'shipmentOps.carrierSaved.title', variant: 'success' };
const CARRIER_CLEARED: Flash = { title: 'shipmentOps.carrierCleared.title', variant: 'success' };

// Each refusal as the staff read it (in the page's language) and as HTTP says it.
const REFUSALS: Record<string, { code: ActionError['code']; message: MessageKey }> = {
  'not-found': { code: 'NOT_FOUND', message: 'shipmentOps.error.notFound' },
  'not-allowed': { code: 'CONFLICT', message: 'shipmentOps.error.notAllowed' },
  stale: { code: 'CONFLICT', message: 'shipmentOps.error.stale' },
  cancelled: { code: 'CONFLICT', message: 'shipmentOps.error.cancelled' },
  'reason-required': { code: 'BAD_REQUEST', message: 'shipmentOps.error.reasonRequired' },
};

/** Runs `operation`, turning its refusals into action errors with a message key. */
async function refusingClearly<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const refusal = isShipmentRefusal(error) ? REFUSALS[error.code] : undefined;
    if (refusal) throw new ActionError(refusal);
    throw error;
  }
}

/** Back to the shipment's page in the staff's language. */
const detailPath = (locale: Locale, shipmentId: string) => localizePath(locale, `/admin/shipments/${shipmentId}`);

export const shipmentOps = {
  move: defineAction({
    accept: 'form',
    input: moveShipmentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await refusingClearly(() => moveShipment(staff, input));
      return { next: detailPath(context.locals.locale, input.shipmentId), flash: MOVED };
    },
  }),
  setCarrier: defineAction({
    accept: 'form',
    input: carrierSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { hasCarrier } = await refusingClearly(() => setCarrier(staff, input));
      return {
        next: detailPath(context.locals.locale, input.shipmentId),
        flash: hasCarrier ? CARRIER_SAVED : CARRIER_CLEARED,
      };
    },
  }),
};
