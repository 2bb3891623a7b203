// Better Auth's confirmation link, in the account's language: for a new account, or, when the
// account is already verified, for the new address it asked to change to (Better Auth sends it to
// that address, `user.email`). Transactional: the recipient's own sign-up or change.
import { composeMail, link, mailTranslator, recipientLocale, type MailMessage, type MailRecipient } from '../mail';

export function verificationEmail(url: string, user: MailRecipient & { emailVerified?: boolean }): MailMessage {
  const locale = recipientLocale(user.locale);
  const t = mailTranslator(locale);
  const kind = user.emailVerified ? 'changeEmail' : 'verify';
  return composeMail({
    transactional: true,
    to: user.email,
    locale,
    subject: t(`auth.email.${kind}.subject`).text,
    lines: [t(`auth.email.${kind}.text`, { name: user.name, url: link(url) })],
  });
}
