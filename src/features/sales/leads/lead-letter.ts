// What the staff's emails to a lead share: the lead as a recipient, the greeting before the
// staff's paragraphs and the signature after them, in the lead's language.
import { formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { mailTranslator, type MailLine, type MailRecipient } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

/** The lead as the staff's emails address it, in the language it wrote in. */
export interface MailLead extends MailRecipient {
  locale: Locale;
}

/** The staff member writing: the signature names them, and replies reach them. */
export interface Sender {
  name: string;
  email: string;
}

/** The lines of the email: a blank line between paragraphs; a missing paragraph (undefined, '') leaves none. */
export function leadLetter(lead: MailLead, staff: Sender, paragraphs: MailLine[]): MailLine[] {
  const t = mailTranslator(lead.locale);
  const site = siteConfig();
  return [
    t('adminLeads.mail.greeting', { name: lead.name }),
    '',
    ...paragraphs.filter(Boolean).flatMap((p, i) => (i === 0 ? [p] : ['', p])),
    '',
    t('adminLeads.mail.signature', {
      staff: staff.name,
      site: site.name,
      phone: formatPhone(site.phone),
      email: site.email,
    }),
  ];
}
