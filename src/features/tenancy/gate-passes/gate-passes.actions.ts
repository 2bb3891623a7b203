import { defineAction } from 'astro:actions';
import { tenancyOf } from '@/features/tenancy/leases/tenancy.server';
import type { FormResult } from '@/lib/forms/form-state';
import { requireUser, type SignedInUser } from '@/server/guards';
import { refuse } from '@/server/refusal';
import { successFlash } from '@/lib/flash';
import { createPassSchema, decideWalkInSchema, revokePassSchema } from './gate-pass.schema';
import { createPass, decideWalkIn, revokePass, tenantPassesPath } from './gate-passes.server';

/** The signed-in account's tenancy; FORBIDDEN for an account of no tenant (a guard, staff, a customer). */
async function requireTenancy(context: { locals: { user: SignedInUser | null } }) {
  const user = requireUser(context);
  const tenancy = await tenancyOf(user.id);
  return { user, tenancy: tenancy ?? refuse('FORBIDDEN', 'common.error.forbidden') };
}

export const gatePasses = {
  create: defineAction({
    accept: 'form',
    input: createPassSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenancy(context);
      await createPass(user.id, tenancy, input);
      return { next: tenantPassesPath(context.locals.locale), flash: successFlash('gatePasses.created') };
    },
  }),
  revoke: defineAction({
    accept: 'form',
    input: revokePassSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { tenancy } = await requireTenancy(context);
      await revokePass(tenancy, input);
      return { next: tenantPassesPath(context.locals.locale), flash: successFlash('gatePasses.revoked') };
    },
  }),
  decide: defineAction({
    accept: 'form',
    input: decideWalkInSchema,
    handler: async (input, context): Promise<FormResult> => {
      const { user, tenancy } = await requireTenancy(context);
      await decideWalkIn(user.id, tenancy, input);
      return {
        next: tenantPassesPath(context.locals.locale),
        flash: successFlash(input.decision === 'approve' ? 'gatePasses.approved' : 'gatePasses.refusedFlash'),
      };
    },
  }),
};
