// The account emails Better Auth sends (src/server/auth.ts): queued with enqueueMail like every
// other email, caused by the user. They live here, beside the auth configuration, because that
// configuration needs them and src/server knows nothing of the features.
import { db } from '../db/client';
import { enqueueMail, type MailMessage, type MailRecipient } from '../mail';
import { resetPasswordEmail } from './reset-password.email';
import { verificationEmail } from './verification.email';

/** The account as Better Auth hands it to an email sender. */
interface AuthMailUser extends MailRecipient {
  id: string;
  emailVerified?: boolean;
}

async function queue(user: AuthMailUser, message: MailMessage) {
  await db().transaction(async (tx) => {
    await enqueueMail(tx, message, { cause: { kind: 'user', id: user.id } });
  });
}

export const sendVerificationMail = (user: AuthMailUser, url: string) => queue(user, verificationEmail(url, user));

export const sendResetPasswordMail = (user: AuthMailUser, url: string) => queue(user, resetPasswordEmail(url, user));
