// Tells the customer their password was changed, and how to take the account back if it was not
// them, in their language. Transactional: a security notice about their own account.
import { formatDateTime } from '@/lib/format';
import { localizePath } from '@/lib/paths';
import {
  composeMail,
  mailTranslator,
  recipientLocale,
  siteLink,
  type MailMessage,
  type MailRecipient,
} from '@/server/mail';

export function passwordChangedEmail(change: { at: Date }, user: MailRecipient): MailMessage {
  const locale = recipientLocale(user.locale);
  const t = mailTranslator(locale);
  return composeMail({
    transactional: true,
    to: user.email,
    locale,
    subject: t('security.mail.password.subject').text,
    lines: [
      t('security.mail.password.text', {
        name: user.name,
        time: formatDateTime(change.at, locale),
        reset: siteLink(localizePath(locale, '/forgot-password')),
      }),
    ],
  });
}
