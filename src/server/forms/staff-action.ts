// A staff form's action: a plain POST of the form's fields, checked by its schema; then the
// caller must be staff (requireAdmin refuses anyone else) before the handler makes its change.
import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import type { z } from '@/lib/forms/zod';
import { requireAdmin, type SignedInUser } from '@/server/guards';

export function staffFormAction<Input>(
  input: z.ZodMiniType<Input>,
  handler: (staff: SignedInUser, input: Input, context: ActionAPIContext) => Promise<FormResult>,
) {
  return defineAction({
    accept: 'form',
    input,
    handler: (values, context): Promise<FormResult> => handler(requireAdmin(context), values, context),
  });
}
