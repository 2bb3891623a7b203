import { doneAt } from '@/lib/forms/form-state';
import { tenantFormAction } from '@/server/forms/form-action';
import { createPassSchema, decideWalkInSchema, revokePassSchema } from './gate-pass.schema';
import { createPass, decideWalkIn, revokePass, tenantPassesPath } from './gate-passes.server';

export const gatePasses = {
  create: tenantFormAction(createPassSchema, async ({ user, tenancy }, input, context) => {
    await createPass(user.id, tenancy, input);
    return doneAt(tenantPassesPath(context.locals.locale), 'gatePasses.created');
  }),
  revoke: tenantFormAction(revokePassSchema, async ({ tenancy }, input, context) => {
    await revokePass(tenancy, input);
    return doneAt(tenantPassesPath(context.locals.locale), 'gatePasses.revoked');
  }),
  decide: tenantFormAction(decideWalkInSchema, async ({ user, tenancy }, input, context) => {
    await decideWalkIn(user.id, tenancy, input);
    const done = input.decision === 'approve' ? 'gatePasses.approved' : 'gatePasses.refusedFlash';
    return doneAt(tenantPassesPath(context.locals.locale), done);
  }),
};
