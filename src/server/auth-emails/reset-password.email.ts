// Better Auth's password-reset link, in the account's language. Transactional: the recipient asked for it.
import { accountMail, link, type MailMessage, type MailRecipient } from '../mail';

export function resetPasswordEmail(url: string, user: MailRecipient): MailMessage {
  return accountMail(user, (t) => ({
    subject: t('auth.email.reset.subject'),
    lines: [t('auth.email.reset.text', { name: user.name, url: link(url) })],
  }));
}
