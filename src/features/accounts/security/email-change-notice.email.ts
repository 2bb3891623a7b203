// Tells the account's current address that a change to another one was asked for (it happens
// only once the new address confirms), in the customer's language. Transactional: a security
// notice about their own account.
import { localizePath } from '@/lib/paths';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export function emailChangeNoticeEmail(change: { newEmail: string }, user: MailRecipient): MailMessage {
  return accountMail(user, (t, locale) => ({
    subject: t('security.mail.email.subject'),
    lines: [
      t('security.mail.email.text', {
        name: user.name,
        newEmail: change.newEmail,
        reset: siteLink(localizePath(locale, '/forgot-password')),
      }),
    ],
  }));
}
