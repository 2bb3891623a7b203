// The privacy actions: a customer erases their own account (Settings → Privacy), staff erase a
// customer or a lead on the person's request (/admin/privacy). The data export is a download
// (GET /api/privacy/export), not an action.
import { ActionError, defineAction } from 'astro:actions';
import { clearSessionCookies } from '@/features/account/session-cookies.server';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { isAdmin, requireAdmin, requireUser } from '@/server/guards';
import { eraseCustomer, eraseLeads, isPrivacyError, PrivacyError, type PrivacyRefusalCode } from './erasure.server';
import { confirmIdentity, type IdentityRefusal } from './identity.server';
import { eraseAccountSchema, staffEraseSchema } from './privacy.schema';
import { findAccountByEmail } from './staff-privacy.server';

/** Where the staff's privacy page is. */
export const STAFF_PRIVACY_PATH = '/admin/privacy';

// Each refusal as the asker reads it and as HTTP says it.
const REFUSALS: Record<PrivacyRefusalCode | IdentityRefusal, { code: ActionError['code']; message: MessageKey }> = {
  'not-found': { code: 'NOT_FOUND', message: 'privacy.staff.error.notFound' },
  staff: { code: 'FORBIDDEN', message: 'privacy.error.staff' },
  password: { code: 'BAD_REQUEST', message: 'privacy.erase.error.wrongPassword' },
  code: { code: 'BAD_REQUEST', message: 'privacy.erase.error.wrongCode' },
  'too-many': { code: 'TOO_MANY_REQUESTS', message: 'privacy.erase.error.tooMany' },
};

const refuse = (code: keyof typeof REFUSALS) => new ActionError(REFUSALS[code]);

async function refusingClearly<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isPrivacyError(error)) throw refuse(error.code);
    throw error;
  }
}

const ERASED: Flash = { title: 'privacy.erased.title', text: 'privacy.erased.text', variant: 'success' };

export const privacy = {
  eraseAccount: defineAction({
    accept: 'form',
    input: eraseAccountSchema,
    handler: async (input, context): Promise<FormResult> => {
      const me = requireUser(context);
      // Staff accounts are closed by the administrators, never from the portal.
      if (isAdmin(me)) throw refuse('staff');
      const refusal = await confirmIdentity(context.request.headers, me, input);
      if (refusal) throw refuse(refusal);
      await refusingClearly(() => eraseCustomer(me.id, { actor: null }));
      // Its sessions are gone from the database; the browser forgets its cookies too.
      clearSessionCookies(context.cookies);
      return { next: localizePath(context.locals.locale, '/'), flash: ERASED };
    },
  }),

  staffErase: defineAction({
    accept: 'form',
    input: staffEraseSchema,
    handler: async ({ email, subject, note }, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const request = { actor: staff, note };
      await refusingClearly(async () => {
        if (subject === 'lead') return eraseLeads(email, request);
        const found = await findAccountByEmail(email);
        if (!found) throw new PrivacyError('not-found');
        return eraseCustomer(found.id, request);
      });
      const title: MessageKey = subject === 'lead' ? 'privacy.staff.erased.lead' : 'privacy.staff.erased.customer';
      return { next: localizePath(context.locals.locale, STAFF_PRIVACY_PATH), flash: { title, variant: 'success' } };
    },
  }),
};
