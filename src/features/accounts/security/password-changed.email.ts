// Tells the customer their password was changed, and how to take the account back if it was not
// them, in their language. Transactional: a security notice about their own account.
import { formatDateTime } from '@/lib/format';
import { localizePath } from '@/lib/paths';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export function passwordChangedEmail(change: { at: Date }, user: MailRecipient): MailMessage {
  return accountMail(user, (t, locale) => ({
    subject: t('security.mail.password.subject'),
    lines: [
      t('security.mail.password.text', {
        name: user.name,
        time: formatDateTime(change.at, locale),
        reset: siteLink(localizePath(locale, '/forgot-password')),
      }),
    ],
  }));
}
