// The visit confirmation the staff send a lead, in the lead's language, with the visit as an
// iCalendar file attached (ics.ts). Transactional: the visit the lead asked for.
import { composeMail, mailTranslator, type MailMessage } from '@/server/mail';
import { siteAddress, siteConfig } from '@/server/site-config';
import { calendarInvite } from '@/server/calendar/ics';
import { leadLetter, type MailLead, type Sender } from '@/features/sales/leads';
import { visitWhen } from '@/lib/format';

export interface Visit {
  /** The calendar event's UID: the same visit changed later keeps it. */
  uid: string;
  start: Date;
  end: Date;
  message: string | null;
  /** When it was scheduled (the file's DTSTAMP). */
  now: Date;
  /** Who confirms it: the signature, the replies. */
  staff: Sender;
}

export function visitConfirmationEmail(visit: Visit, lead: MailLead): MailMessage {
  const t = mailTranslator(lead.locale);
  const site = siteConfig();
  const when = visitWhen(visit.start, lead.locale);
  const minutes = Math.round((visit.end.getTime() - visit.start.getTime()) / 60_000);
  const address = siteAddress(site);
  const ics = calendarInvite(
    {
      uid: visit.uid,
      stamp: visit.now,
      start: visit.start,
      end: visit.end,
      summary: t('adminLeads.mail.visitSummary', { site: site.name }).text,
      location: address,
      description: visit.message ?? undefined,
      organizer: { name: site.name, email: site.email },
    },
    { company: site.name, product: 'Leads', language: lead.locale === 'en' ? 'EN' : 'PT' },
  );
  return composeMail({
    transactional: true,
    to: lead.email,
    locale: lead.locale,
    subject: t('adminLeads.mail.visitSubject', { site: site.name, when }).text,
    replyTo: visit.staff.email,
    lines: leadLetter(lead, visit.staff, [
      t('adminLeads.mail.visitBody', { site: site.name, when, minutes }),
      t('adminLeads.mail.visitAddress', { address }),
      visit.message,
      t('adminLeads.mail.visitCalendar'),
    ]),
    attachments: [
      {
        filename: t('adminLeads.mail.visitFile').text,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  });
}
