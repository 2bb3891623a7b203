import type { ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import type { z } from '@/lib/forms/zod';
import { localizePath } from '@/lib/paths';
import type { AuditActor } from '@/server/audit';
import { changeFlash, successFlash } from '@/lib/flash';

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
import { staffFormAction } from '@/server/forms/form-action';

/** Back to the account's page, with a message saying whether the change was made. */
function answer(
  context: ActionAPIContext,
  userId: string,
  done: MessageKey,
  { changed }: { changed: boolean },
): FormResult {
  return {
    next: accountPath(context.locals.locale, userId),
    flash: changeFlash(changed, done, 'adminAccounts.unchanged'),
  };
}

/** A form that makes one change to an account and goes back to the account's page. */
function accountChange<Input extends { userId: string }>(
  input: z.ZodMiniType<Input>,
  change: (staff: AuditActor, input: Input) => Promise<{ changed: boolean }>,
  done: MessageKey,
) {
  return staffFormAction(input, async (staff, values, context) => {
    const result = await change(staff, values);
    return answer(context, values.userId, done, result);
  });
}

export const adminAccounts = {
  invite: staffFormAction(inviteSchema, async (staff, input, context) => {
    const { id } = await inviteStaff(staff, input);
    return {
      next: accountPath(context.locals.locale, id),
      flash: successFlash('adminAccounts.invited', 'adminAccounts.invitedText'),
    };
  }),

  promote: accountChange(
    promoteSchema,
    (staff, input) => changeRole(staff, input.userId, 'admin'),
    'adminAccounts.promoted',
  ),

  demote: staffFormAction(demoteSchema, async (staff, input, context) => {
    const result = await changeRole(staff, input.userId, 'user');
    const done = answer(context, input.userId, 'adminAccounts.demoted', result);
    // Staff who gave up their own role have no admin page left to see.
    return input.userId === staff.id ? { ...done, next: localizePath(context.locals.locale, '/dashboard') } : done;
  }),

  suspend: accountChange(suspendSchema, suspendAccount, 'adminAccounts.suspended'),

  restore: accountChange(
    restoreSchema,
    (staff, input) => restoreAccount(staff, input.userId),
    'adminAccounts.restored',
  ),

  turnOffTwoFactor: accountChange(
    twoFactorOffSchema,
    (staff, input) => turnOffTwoFactor(staff, input.userId),
    'adminAccounts.twoFactorOffDone',
  ),
};
