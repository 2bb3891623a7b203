// The notice that the staff turned off someone's two-factor sign-in, in their language.
// Transactional: a security notice about their own account.
import { localizePath } from '@/lib/paths';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

export function twoFactorOffEmail(to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const { name: company, email: contact } = siteConfig();
    return {
      subject: t('adminAccounts.email.twoFactorOff.subject'),
      lines: [
        t('adminAccounts.email.greeting', { name: to.name }),
        '',
        t('adminAccounts.email.twoFactorOff.body', { company }),
        '',
        t('adminAccounts.email.twoFactorOff.again', {
          url: siteLink(localizePath(locale, '/dashboard/settings/two-factor')),
        }),
        '',
        t('adminAccounts.email.twoFactorOff.notYou', { contact }),
      ],
    };
  });
}
