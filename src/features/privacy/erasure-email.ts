// The email confirming an erasure, in the person's language: what was erased, what the business
// keeps without their name and why, and where to ask. It names no one (the name is already gone).
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { MailMessage } from '@/server/mail';
import type { PrivacySubject } from './privacy-log.server';

export interface ErasureEmailSite {
  url: string;
  name: string;
  email: string;
}

export function erasureEmail(to: string, kind: PrivacySubject, locale: Locale, site: ErasureEmailSite): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(locale, key, params);
  const lines = [
    t('privacy.email.greeting'),
    '',
    t(kind === 'customer' ? 'privacy.email.customer' : 'privacy.email.lead', { site: site.name }),
    ...(kind === 'customer' ? ['', t('privacy.email.kept')] : []),
    '',
    t('privacy.email.policy', { url: `${site.url}${localizePath(locale, '/privacy')}` }),
    t('privacy.email.questions', { email: site.email }),
  ];
  return {
    to,
    subject: t(kind === 'customer' ? 'privacy.email.subject.customer' : 'privacy.email.subject.lead', {
      site: site.name,
    }),
    text: lines.join('\n'),
  };
}
