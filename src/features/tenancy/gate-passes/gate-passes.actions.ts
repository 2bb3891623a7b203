import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { requireTenant } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { createPassSchema, decideWalkInSchema, revokePassSchema } from './gate-pass.schema';
import { createPass, decideWalkIn, revokePass, tenantPassesPath } from './gate-passes.server';

export const gatePasses = {
  create: defineAction({
    accept: 'form',
    input: createPassSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenant(context);
      await createPass(user.id, tenancy, input);
      return { next: tenantPassesPath(context.locals.locale), flash: successFlash('gatePasses.created') };
    },
  }),
  revoke: defineAction({
    accept: 'form',
    input: revokePassSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { tenancy } = await requireTenant(context);
      await revokePass(tenancy, input);
      return { next: tenantPassesPath(context.locals.locale), flash: successFlash('gatePasses.revoked') };
    },
  }),
  decide: defineAction({
    accept: 'form',
    input: decideWalkInSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenant(context);
      await decideWalkIn(user.id, tenancy, input);
      return {
        next: tenantPassesPath(context.locals.locale),
        flash: successFlash(input.decision === 'approve' ? 'gatePasses.approved' : 'gatePasses.refusedFlash'),
      };
    },
  }),
};
