// A form's action: a plain POST of the form's fields, checked by its schema; then the guard
// (staff, a signed-in person, a tenant's person, the gatehouse) refuses anyone else before the
// handler makes its change with whom the guard let in.
import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import type { z } from '@/lib/forms/zod';
import { requireAdmin, requireGuard, requireTenant, requireUser } from '@/server/guards';

function guardedFormAction<Who>(guard: (context: ActionAPIContext) => Who | Promise<Who>) {
  return <Input>(
    input: z.ZodMiniType<Input>,
    handler: (who: Who, input: Input, context: ActionAPIContext) => Promise<FormResult>,
  ) =>
    defineAction({
      accept: 'form',
      input,
      handler: async (values, context): Promise<FormResult> => handler(await guard(context), values, context),
    });
}

/** Staff only (requireAdmin). */
export const staffFormAction = guardedFormAction(requireAdmin);
/** Anyone signed in (requireUser). */
export const userFormAction = guardedFormAction(requireUser);
/** A tenant's person, with the tenancy they act for (requireTenant). */
export const tenantFormAction = guardedFormAction(requireTenant);
/** The gatehouse: a guard or staff (requireGuard). */
export const guardFormAction = guardedFormAction(requireGuard);
