import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath, stripLocale } from '@/lib/paths';
import { requireAdmin, requireUser } from '@/server/guards';
import { successFlash } from '@/lib/flash';
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
  linkLease: defineAction({
    accept: 'form',
    input: linkLeaseSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { tenantId } = await linkAccountToModule(staff, input);
      return {
        next: backTo(context, `/admin/tenants/${tenantId}`, `#modulo-${input.module}`),
        flash: successFlash('tenancy.flash.linked'),
      };
    },
  }),
  endLease: defineAction({
    accept: 'form',
    input: endLeaseSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { tenantId } = await endLease(staff, input);
      return { next: backTo(context, `/admin/tenants/${tenantId}`), flash: successFlash('tenancy.flash.ended') };
    },
  }),
  removeLease: defineAction({
    accept: 'form',
    input: removeLeaseSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { tenantId } = await removeLease(staff, input.leaseId);
      return { next: backTo(context, `/admin/tenants/${tenantId}`), flash: successFlash('tenancy.flash.removed') };
    },
  }),
  invite: defineAction({
    accept: 'form',
    input: inviteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const person = requireUser(context);
      await inviteColleague(person, input);
      return { next: myModule(context), flash: successFlash('tenancy.flash.invited') };
    },
  }),
  withdrawInvite: defineAction({
    accept: 'form',
    input: withdrawInviteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const person = requireUser(context);
      await withdrawInvite(person, input.inviteId);
      return { next: myModule(context), flash: successFlash('tenancy.flash.withdrawn') };
    },
  }),
  removeMember: defineAction({
    accept: 'form',
    input: removeMemberSchema,
    handler: async (input, context): Promise<FormResult> => {
      const person = requireUser(context);
      await removeMember(person, input.userId);
      return { next: myModule(context), flash: successFlash('tenancy.flash.memberRemoved') };
    },
  }),
  acceptInvite: defineAction({
    accept: 'form',
    input: acceptInviteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const person = requireUser(context);
      await acceptInvite(person.id, input.token);
      return { next: myModule(context), flash: successFlash('tenancy.flash.joined') };
    },
  }),
};
