import { gateMoveSchema, walkInSchema } from '@/features/tenancy/gate-passes';
import type { MessageKey } from '@/i18n/translate';
import { doneAt } from '@/lib/forms/form-state';
import { guardFormAction } from '@/server/forms/form-action';
import { checkIn, checkOut, registerWalkIn } from './gatehouse.server';
import { gatehousePath } from './gatehouse-paths';

/** A pass going in or out: back to the gatehouse on its code, saying which. */
function passMove(move: (guardId: string, passId: string) => Promise<{ code: string }>, done: MessageKey) {
  return guardFormAction(gateMoveSchema, async (guard, input, context) => {
    const { code } = await move(guard.id, input.passId);
    return doneAt(gatehousePath(context.locals.locale, code), done);
  });
}

export const gatehouse = {
  checkIn: passMove(checkIn, 'gatehouse.checkedIn'),
  checkOut: passMove(checkOut, 'gatehouse.checkedOut'),
  walkIn: guardFormAction(walkInSchema, async (guard, input, context) => {
    const { code } = await registerWalkIn(guard.id, input);
    return doneAt(gatehousePath(context.locals.locale, code), 'gatehouse.walkIn.sent');
  }),
};
