// Better Auth's confirmation link, in the account's language: for a new account, or, when the
// account is already verified, for the new address it asked to change to (Better Auth sends it to
// that address, `user.email`). Transactional: the recipient's own sign-up or change.
import { accountMail, link, type MailMessage, type MailRecipient } from '../mail';

export function verificationEmail(url: string, user: MailRecipient & { emailVerified?: boolean }): MailMessage {
  return accountMail(user, (t) => {
    const kind = user.emailVerified ? 'changeEmail' : 'verify';
    return {
      subject: t(`auth.email.${kind}.subject`),
      lines: [t(`auth.email.${kind}.text`, { name: user.name, url: link(url) })],
    };
  });
}
