// The answer every new lead gets at once, in the visitor's language: what happens next, the sales
// team's WhatsApp, and the chosen module's spec sheet. Transactional: their own request. Queued
// with the lead (src/features/sales/clock/instant-answer.server.ts); the spec sheet is named by
// reference and drawn when the email is sent, so the contact form's post never draws a PDF.
import type { Locale } from '@/lib/i18n-types';
import { translate } from '@/i18n/translate';
import { composeMail, link, mailTranslator, type MailMessage } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

/** The attachment source that draws a module's spec sheet (params: module, locale). */
export const SPEC_SHEET_ATTACHMENT = 'spec-sheet';

export interface InstantAnswerLead {
  fullName: string;
  email: string;
  locale: Locale;
  moduleNumber: number | null;
}

/** To the visitor; a reply reaches the sales team. */
export function leadInstantAnswerEmail(lead: InstantAnswerLead): MailMessage {
  const { locale } = lead;
  const t = mailTranslator(locale);
  const site = siteConfig();
  return composeMail({
    transactional: true,
    to: lead.email,
    locale,
    subject: translate(locale, 'salesClock.answer.subject', { site: site.name }),
    replyTo: site.email,
    lines: [
      t('salesClock.answer.greeting', { name: lead.fullName }),
      '',
      t('salesClock.answer.received'),
      t('salesClock.answer.next'),
      '',
      t('salesClock.answer.whatsapp', { url: link(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`) }),
      lead.moduleNumber !== null && t('salesClock.answer.specSheet', { n: lead.moduleNumber }),
      '',
      t('salesClock.answer.signoff', { site: site.name }),
    ],
    ...(lead.moduleNumber !== null
      ? { attachmentRefs: [{ source: SPEC_SHEET_ATTACHMENT, params: { module: lead.moduleNumber, locale } }] }
      : {}),
  });
}
