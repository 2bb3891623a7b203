import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import {
  demoteSchema,
  inviteSchema,
  promoteSchema,
  restoreSchema,
  suspendSchema,
  twoFactorOffSchema,
} from './admin-accounts.schema';
import { accountPath } from './accounts-view.server';
import { changeRole, inviteStaff, restoreAccount, suspendAccount, turnOffTwoFactor } from './accounts.server';

/** Back to the account's page, with a message saying whether the change was made. */
function answer(
  context: ActionAPIContext,
  userId: string,
  done: MessageKey,
  { changed }: { changed: boolean },
): FormResult {
  return {
    next: accountPath(context.locals.locale, userId),
    flash: changed ? successFlash(done) : { title: 'adminAccounts.unchanged', variant: 'info' },
  };
}

export const adminAccounts = {
  invite: defineAction({
    accept: 'form',
    input: inviteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await inviteStaff(staff, input);
      return {
        next: accountPath(context.locals.locale, id),
        flash: successFlash('adminAccounts.invited', 'adminAccounts.invitedText'),
      };
    },
  }),

  promote: defineAction({
    accept: 'form',
    input: promoteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const result = await changeRole(staff, input.userId, 'admin');
      return answer(context, input.userId, 'adminAccounts.promoted', result);
    },
  }),

  demote: defineAction({
    accept: 'form',
    input: demoteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const result = await changeRole(staff, input.userId, 'user');
      const done = answer(context, input.userId, 'adminAccounts.demoted', result);
      // Staff who gave up their own role have no admin page left to see.
      return input.userId === staff.id ? { ...done, next: localizePath(context.locals.locale, '/dashboard') } : done;
    },
  }),

  suspend: defineAction({
    accept: 'form',
    input: suspendSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const result = await suspendAccount(staff, input);
      return answer(context, input.userId, 'adminAccounts.suspended', result);
    },
  }),

  restore: defineAction({
    accept: 'form',
    input: restoreSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const result = await restoreAccount(staff, input.userId);
      return answer(context, input.userId, 'adminAccounts.restored', result);
    },
  }),

  turnOffTwoFactor: defineAction({
    accept: 'form',
    input: twoFactorOffSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const result = await turnOffTwoFactor(staff, input.userId);
      return answer(context, input.userId, 'adminAccounts.twoFactorOffDone', result);
    },
  }),
};
