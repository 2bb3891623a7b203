import { defineAction } from 'astro:actions';
import { gateMoveSchema, walkInSchema } from '@/features/tenancy/gate-passes';
import type { FormResult } from '@/lib/forms/form-state';
import { requireGuard } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { checkIn, checkOut, registerWalkIn } from './gatehouse.server';
import { gatehousePath } from './gatehouse-paths';

export const gatehouse = {
  checkIn: defineAction({
    accept: 'form',
    input: gateMoveSchema,
    handler: async (input, context): Promise<FormResult> => {
      const guard = requireGuard(context);
      const { code } = await checkIn(guard.id, input.passId);
      return { next: gatehousePath(context.locals.locale, code), flash: successFlash('gatehouse.checkedIn') };
    },
  }),
  checkOut: defineAction({
    accept: 'form',
    input: gateMoveSchema,
    handler: async (input, context): Promise<FormResult> => {
      const guard = requireGuard(context);
      const { code } = await checkOut(guard.id, input.passId);
      return { next: gatehousePath(context.locals.locale, code), flash: successFlash('gatehouse.checkedOut') };
    },
  }),
  walkIn: defineAction({
    accept: 'form',
    input: walkInSchema,
    handler: async (input, context): Promise<FormResult> => {
      const guard = requireGuard(context);
      const { code } = await registerWalkIn(guard.id, input);
      return { next: gatehousePath(context.locals.locale, code), flash: successFlash('gatehouse.walkIn.sent') };
    },
  }),
};
