// Tells the support address of a customer's new request (`new`) or of their new message on one,
// in Portuguese: it is written for the staff, whatever the customer's language. Transactional:
// the support team's own inbox for the requests.
import { defaultLocale, type Locale } from '@/lib/i18n-types';
import type { SupportCategory } from '@/lib/statuses/support';
import { composeMail, mailTranslator, siteLink, type MailMessage } from '@/server/mail';

/** The staff read their email in the site's default language. */
export const STAFF_LOCALE: Locale = defaultLocale;

export interface SupportRequestMail {
  kind: 'new' | 'message';
  request: { subject: string; category: SupportCategory; tracking: string | null };
  customer: { name: string; email: string };
  /** What the customer wrote. */
  message: string;
  /** The staff's page of the request (a site path). */
  page: string;
}

/** To `to` (SUPPORT_NOTIFY_TO). */
export function supportRequestEmail(mail: SupportRequestMail, to: string): MailMessage {
  const t = mailTranslator(STAFF_LOCALE);
  const { kind, request, customer } = mail;
  return composeMail({
    transactional: true,
    to,
    locale: STAFF_LOCALE,
    subject: t(kind === 'new' ? 'support.staffEmail.newSubject' : 'support.staffEmail.messageSubject', {
      subject: request.subject,
    }).text,
    lines: [
      t(kind === 'new' ? 'support.staffEmail.new' : 'support.staffEmail.message'),
      '',
      t('support.staffEmail.customer', { name: customer.name, email: customer.email }),
      t('support.staffEmail.category', { category: t(`support.category.${request.category}`).text }),
      request.tracking
        ? t('support.staffEmail.shipment', { tracking: request.tracking })
        : t('support.staffEmail.noShipment'),
      '',
      t('support.staffEmail.body'),
      mail.message,
      '',
      t('support.staffEmail.answer', { url: siteLink(mail.page) }),
    ],
  });
}
