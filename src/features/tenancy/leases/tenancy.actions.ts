import { doneAt } from '@/lib/forms/form-state';
import { localizePath, stripLocale } from '@/lib/paths';
import { staffFormAction, userFormAction } from '@/server/forms/form-action';
import { acceptInvite, inviteColleague, removeMember, withdrawInvite } from './invites.server';
import { endLease, linkAccountToModule, removeLease } from './leases.server';
import {
  acceptInviteSchema,
  endLeaseSchema,
  inviteSchema,
  linkLeaseSchema,
  removeLeaseSchema,
  removeMemberSchema,
  withdrawInviteSchema,
} from './tenancy.schema';

/**
 * The staff page the form was posted from (a form without script posts to its own page: the
 * modules, an account or a tenant), else `fallback`.
 */
function backTo(context: { url: URL; locals: App.Locals }, fallback: string, moduleAnchor = ''): string {
  const from = stripLocale(context.url.pathname);
  if (!from.startsWith('/admin/')) return localizePath(context.locals.locale, fallback);
  return `${context.url.pathname}${from === '/admin/modules' ? moduleAnchor : ''}`;
}

const myModule = (context: { locals: App.Locals }) => localizePath(context.locals.locale, '/dashboard/my-module');

export const tenancy = {
  linkLease: staffFormAction(linkLeaseSchema, async (staff, input, context) => {
    const { tenantId } = await linkAccountToModule(staff, input);
    return doneAt(backTo(context, `/admin/tenants/${tenantId}`, `#modulo-${input.module}`), 'tenancy.flash.linked');
  }),
  endLease: staffFormAction(endLeaseSchema, async (staff, input, context) => {
    const { tenantId } = await endLease(staff, input);
    return doneAt(backTo(context, `/admin/tenants/${tenantId}`), 'tenancy.flash.ended');
  }),
  removeLease: staffFormAction(removeLeaseSchema, async (staff, input, context) => {
    const { tenantId } = await removeLease(staff, input.leaseId);
    return doneAt(backTo(context, `/admin/tenants/${tenantId}`), 'tenancy.flash.removed');
  }),
  invite: userFormAction(inviteSchema, async (person, input, context) => {
    await inviteColleague(person, input);
    return doneAt(myModule(context), 'tenancy.flash.invited');
  }),
  withdrawInvite: userFormAction(withdrawInviteSchema, async (person, input, context) => {
    await withdrawInvite(person, input.inviteId);
    return doneAt(myModule(context), 'tenancy.flash.withdrawn');
  }),
  removeMember: userFormAction(removeMemberSchema, async (person, input, context) => {
    await removeMember(person, input.userId);
    return doneAt(myModule(context), 'tenancy.flash.memberRemoved');
  }),
  acceptInvite: userFormAction(acceptInviteSchema, async (person, input, context) => {
    await acceptInvite(person.id, input.token);
    return doneAt(myModule(context), 'tenancy.flash.joined');
  }),
};
