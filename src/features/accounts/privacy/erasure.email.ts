// The email confirming an erasure, in the person's language: what was erased, what the business
// keeps without their name and why, and where to ask. It names no one (the name is already gone).
// Transactional: it answers the person's own request, and is the last email to the address.
import { localizePath } from '@/lib/paths';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import { siteConfig } from '@/server/site-config';
import type { PrivacySubject } from './privacy-log.server';

export function erasureEmail(erasure: { kind: PrivacySubject }, to: Omit<MailRecipient, 'name'>): MailMessage {
  return accountMail(to, (t, locale) => {
    const site = siteConfig();
    const customer = erasure.kind === 'customer';
    return {
      subject: t(customer ? 'privacy.email.subject.customer' : 'privacy.email.subject.lead', { site: site.name }),
      lines: [
        t('privacy.email.greeting'),
        '',
        t(customer ? 'privacy.email.customer' : 'privacy.email.lead', { site: site.name }),
        ...(customer ? ['', t('privacy.email.kept')] : []),
        '',
        t('privacy.email.policy', { url: siteLink(localizePath(locale, '/privacy')) }),
        t('privacy.email.questions', { email: site.email }),
      ],
    };
  });
}
