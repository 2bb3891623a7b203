import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import {
  demoteSchema,
  inviteSchema,
  promoteSchema,
  restoreSchema,
  suspendSchema,
  twoFactorOffSchema,
} from './admin-accounts.schema';
import { accountPath } from './accounts-view.server';
import {
  changeRole,
  inviteStaff,
  isAccountError,
  restoreAccount,
  suspendAccount,
  turnOffTwoFactor,
  type AccountRefusalCode,
} from './accounts.server';

// Each refusal as the staff read it and as HTTP says it.
const REFUSALS: Record<AccountRefusalCode, { code: ActionError['code']; message: MessageKey }> = {
  'not-found': { code: 'NOT_FOUND', message: 'adminAccounts.error.notFound' },
  exists: { code: 'CONFLICT', message: 'adminAccounts.error.exists' },
  'last-admin': { code: 'CONFLICT', message: 'adminAccounts.error.lastAdmin' },
  self: { code: 'FORBIDDEN', message: 'adminAccounts.error.self' },
};

/** The staff member acting (an admin, or the action is refused): the audit log's actor. */
const staffActor = (context: ActionAPIContext) => requireAdmin(context);

/** Runs one change and answers with the account's page and a message saying whether it changed. */
async function change(
  context: ActionAPIContext,
  userId: string,
  done: MessageKey,
  run: () => Promise<{ changed: boolean }>,
): Promise<FormResult> {
  let changed: boolean;
  try {
    ({ changed } = await run());
  } catch (error) {
    if (isAccountError(error)) throw new ActionError(REFUSALS[error.code]);
    throw error;
  }
  return {
    next: accountPath(context.locals.locale, userId),
    flash: changed ? { title: done, variant: 'success' } : { title: 'adminAccounts.unchanged', variant: 'info' },
  };
}

export const adminAccounts = {
  invite: defineAction({
    accept: 'form',
    input: inviteSchema,
    handler: async (input, context): Promise<FormResult> => {
      const actor = staffActor(context);
      try {
        const { id } = await inviteStaff(actor, input);
        return {
          next: accountPath(context.locals.locale, id),
          flash: { title: 'adminAccounts.invited', text: 'adminAccounts.invitedText', variant: 'success' },
        };
      } catch (error) {
        if (isAccountError(error)) throw new ActionError(REFUSALS[error.code]);
        throw error;
      }
    },
  }),

  promote: defineAction({
    accept: 'form',
    input: promoteSchema,
    handler: (input, context) => {
      const actor = staffActor(context);
      return change(context, input.userId, 'adminAccounts.promoted', () => changeRole(actor, input.userId, 'admin'));
    },
  }),

  demote: defineAction({
    accept: 'form',
    input: demoteSchema,
    handler: async (input, context) => {
      const actor = staffActor(context);
      const result = await change(context, input.userId, 'adminAccounts.demoted', () =>
        changeRole(actor, input.userId, 'user'),
      );
      // Staff who gave up their own role have no admin page left to see.
      return input.userId === actor.id
        ? { ...result, next: localizePath(context.locals.locale, '/dashboard') }
        : result;
    },
  }),

  suspend: defineAction({
    accept: 'form',
    input: suspendSchema,
    handler: (input, context) => {
      const actor = staffActor(context);
      return change(context, input.userId, 'adminAccounts.suspended', () => suspendAccount(actor, input));
    },
  }),

  restore: defineAction({
    accept: 'form',
    input: restoreSchema,
    handler: (input, context) => {
      const actor = staffActor(context);
      return change(context, input.userId, 'adminAccounts.restored', () => restoreAccount(actor, input.userId));
    },
  }),

  turnOffTwoFactor: defineAction({
    accept: 'form',
    input: twoFactorOffSchema,
    handler: (input, context) => {
      const actor = staffActor(context);
      return change(context, input.userId, 'adminAccounts.twoFactorOffDone', () =>
        turnOffTwoFactor(actor, input.userId),
      );
    },
  }),
};
