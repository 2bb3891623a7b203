// The alert a lead's owner (or the sales address, when it has none) gets when the lead's first
// response is overdue, in the recipient's language. Transactional: the recipient's own work.
import { localizePath } from '@/lib/paths';
import type { Locale } from '@/lib/i18n-types';
import { formatDateTime } from '@/lib/format';
import { composeMail, mailTranslator, siteLink, type MailMessage } from '@/server/mail';

export interface LateLead {
  id: string;
  fullName: string;
  moduleNumber: number | null;
  due: Date;
}

export function clockAlertEmail(lead: LateLead, to: { email: string; locale: Locale }): MailMessage {
  const { locale } = to;
  const t = mailTranslator(locale);
  return composeMail({
    transactional: true,
    to: to.email,
    locale,
    subject: t('salesClock.alert.subject', { name: lead.fullName }).text,
    lines: [
      t('salesClock.alert.greeting'),
      '',
      t('salesClock.alert.body', { name: lead.fullName, due: formatDateTime(lead.due, locale) }),
      t('salesClock.alert.module', {
        module: lead.moduleNumber === null ? t('salesClock.noModule').text : String(lead.moduleNumber),
      }),
      '',
      t('salesClock.alert.open', { url: siteLink(localizePath(locale, `/admin/leads/${lead.id}`)) }),
    ],
  });
}
