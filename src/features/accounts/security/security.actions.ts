// Settings → Security's actions: change the password (the other sessions end), ask to change the
// email (confirmed by a link to the new address), end one session or all the others. Each goes
// through Better Auth's own endpoint; the emails that tell the customer are queued here.
import type { ActionAPIContext } from 'astro:actions';
import { authOrFail } from '@/server/auth-call';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { userFormAction } from '@/server/forms/form-action';
import { refuse } from '@/server/refusal';
import {
  changeEmailSchema,
  changePasswordSchema,
  revokeOtherSessionsSchema,
  revokeSessionSchema,
} from './security.schema';
import { queueEmailChangeNotice, queuePasswordChangedNotice, sessionToken } from './security.server';
import { SECURITY_PATH } from './security-view.server';

const DONE = {
  password: successFlash('security.password.changed.title', 'security.password.changed.text'),
  email: { title: 'security.email.sent.title', text: 'security.email.sent.text', variant: 'info' },
  session: successFlash('security.sessions.ended.title'),
  others: successFlash('security.sessions.endedOthers.title'),
} as const satisfies Record<string, Flash>;

// Better Auth's wrong-password answer, as this page words it.
const WRONG_PASSWORD = { INVALID_PASSWORD: 'security.password.error.wrong' } as const;

const done = (context: ActionAPIContext, flash: Flash): FormResult => ({
  next: localizePath(context.locals.locale, SECURITY_PATH),
  flash,
});

export const security = {
  changePassword: userFormAction(changePasswordSchema, async (user, { currentPassword, newPassword }, context) => {
    // Every session ends, this one is replaced: its new cookie goes back with the answer.
    await authOrFail(
      context,
      '/change-password',
      { currentPassword, newPassword, revokeOtherSessions: true },
      'security.password.error.failed',
      WRONG_PASSWORD,
    );
    await queuePasswordChangedNotice(user);
    return done(context, DONE.password);
  }),

  changeEmail: userFormAction(changeEmailSchema, async (user, input, context) => {
    const newEmail = input.newEmail.toLowerCase();
    if (newEmail === user.email.toLowerCase()) refuse('BAD_REQUEST', 'security.email.error.same');
    // An address another account has gets the same answer (and no email): nothing is revealed.
    const callbackURL = localizePath(context.locals.locale, SECURITY_PATH);
    await authOrFail(context, '/change-email', { newEmail, callbackURL }, 'security.email.error.failed');
    await queueEmailChangeNotice(user, newEmail);
    return done(context, DONE.email);
  }),

  revokeSession: userFormAction(revokeSessionSchema, async (user, { sessionId }, context) => {
    // This device signs out with the Sign Out button; here only the others.
    const token = sessionId === context.locals.session?.id ? undefined : await sessionToken(user.id, sessionId);
    if (!token) refuse('NOT_FOUND', 'security.sessions.error.notFound');
    await authOrFail(context, '/revoke-session', { token }, 'security.sessions.error.failed');
    return done(context, DONE.session);
  }),

  revokeOtherSessions: userFormAction(revokeOtherSessionsSchema, async (_user, _input, context) => {
    await authOrFail(context, '/revoke-other-sessions', {}, 'security.sessions.error.failed');
    return done(context, DONE.others);
  }),
};
