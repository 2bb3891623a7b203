// The privacy actions: a customer erases their own account (Settings → Privacy), staff erase a
// customer or a lead on the person's request (/admin/privacy). The data export is a download
// (GET /api/privacy/export), not an action.
import { clearSessionCookies } from '@/features/accounts/sign-in/session-cookies.server';
import type { MessageKey } from '@/i18n/translate';
import { successFlash, type Flash } from '@/lib/flash';
import { localizePath } from '@/lib/paths';
import { staffFormAction, userFormAction } from '@/server/forms/form-action';
import { eraseOwnAccount } from './identity.server';
import { eraseAccountSchema, staffEraseSchema } from './privacy.schema';
import { eraseOnRequest } from './staff-privacy.server';

/** Where the staff's privacy page is. */
const STAFF_PRIVACY_PATH = '/admin/privacy';

const ERASED: Flash = successFlash('privacy.erased.title', 'privacy.erased.text');

export const privacy = {
  eraseAccount: userFormAction(eraseAccountSchema, async (me, input, context) => {
    await eraseOwnAccount(context.request.headers, me, input);
    // Its sessions are gone from the database; the browser forgets its cookies too.
    clearSessionCookies(context.cookies);
    return { next: localizePath(context.locals.locale, '/'), flash: ERASED };
  }),

  staffErase: staffFormAction(staffEraseSchema, async (staff, { email, subject, note }, context) => {
    await eraseOnRequest(subject, email, { actor: staff, note });
    const title: MessageKey = subject === 'lead' ? 'privacy.staff.erased.lead' : 'privacy.staff.erased.customer';
    return { next: localizePath(context.locals.locale, STAFF_PRIVACY_PATH), flash: successFlash(title) };
  }),
};
