// The account emails (verification, password reset): queued with enqueueMail like every other email,
// in the language stored on the user, with links to PUBLIC_SITE_URL.
import { isLocale, defaultLocale } from '../lib/i18n-types';
import { translate } from '../i18n/translate';
import { db } from './db/client';
import { enqueueMail } from './mail';

export interface AuthMailUser {
  id: string;
  email: string;
  name: string;
  locale?: unknown;
  emailVerified?: boolean;
}

async function queue(user: AuthMailUser, subject: string, text: string) {
  await db().transaction(async (tx) => {
    await enqueueMail(tx, { to: user.email, subject, text }, { cause: { kind: 'user', id: user.id } });
  });
}

/**
 * The confirmation link: for a new account, or, when the account is already verified, for the new
 * address it asked to change to (Better Auth sends it to that address, `user.email`).
 */
export async function sendVerificationMail(user: AuthMailUser, url: string) {
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const kind = user.emailVerified ? 'changeEmail' : 'verify';
  await queue(
    user,
    translate(locale, `auth.email.${kind}.subject`),
    translate(locale, `auth.email.${kind}.text`, { name: user.name, url }),
  );
}

export async function sendResetPasswordMail(user: AuthMailUser, url: string) {
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  await queue(
    user,
    translate(locale, 'auth.email.reset.subject'),
    translate(locale, 'auth.email.reset.text', { name: user.name, url }),
  );
}
