// Better Auth's password-reset link, in the account's language. Transactional: the recipient asked for it.
import { composeMail, link, mailTranslator, recipientLocale, type MailMessage, type MailRecipient } from '../mail';

export function resetPasswordEmail(url: string, user: MailRecipient): MailMessage {
  const locale = recipientLocale(user.locale);
  const t = mailTranslator(locale);
  return composeMail({
    transactional: true,
    to: user.email,
    locale,
    subject: t('auth.email.reset.subject').text,
    lines: [t('auth.email.reset.text', { name: user.name, url: link(url) })],
  });
}
