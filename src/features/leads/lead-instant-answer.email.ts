// The answer every new lead gets at once, in the visitor's language: what happens next, the sales
// team's WhatsApp, and the chosen module's spec sheet attached. Transactional: their own request.
// Composed when its job runs (src/features/sales-clock/instant-answer.server.ts), so the contact
// form's post never draws a PDF.
import type { Locale } from '@/lib/i18n-types';
import { translate } from '@/i18n/translate';
import { composeMail, link, mailTranslator, type MailAttachment, type MailMessage } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

export interface InstantAnswerLead {
  fullName: string;
  email: string;
  locale: Locale;
  moduleNumber: number | null;
}

/** The subject, also written on the lead's timeline when the lead is stored. */
export const instantAnswerSubject = (locale: Locale) =>
  translate(locale, 'salesClock.answer.subject', { site: siteConfig().name });

/** To the visitor; a reply reaches the sales team. `specSheet` is the module's PDF, when there is one. */
export function leadInstantAnswerEmail(lead: InstantAnswerLead, specSheet: MailAttachment | null): MailMessage {
  const { locale } = lead;
  const t = mailTranslator(locale);
  const site = siteConfig();
  return composeMail({
    transactional: true,
    to: lead.email,
    locale,
    subject: instantAnswerSubject(locale),
    replyTo: site.email,
    lines: [
      t('salesClock.answer.greeting', { name: lead.fullName }),
      '',
      t('salesClock.answer.received'),
      t('salesClock.answer.next'),
      '',
      t('salesClock.answer.whatsapp', { url: link(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`) }),
      specSheet && lead.moduleNumber !== null && t('salesClock.answer.specSheet', { n: lead.moduleNumber }),
      '',
      t('salesClock.answer.signoff', { site: site.name }),
    ],
    ...(specSheet ? { attachments: [specSheet] } : {}),
  });
}
