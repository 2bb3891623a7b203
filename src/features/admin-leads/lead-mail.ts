// The emails the staff send a lead from its page, in the lead's language: a reply (their subject
// and text between a greeting and a signature) and the visit confirmation with its .ics invite.
import { translate } from '@/i18n/translate';
import { formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import type { MailMessage } from '@/server/mail';
import type { SiteConfig } from '@/server/site-config';
import { calendarInvite } from './ics';

export interface MailLead {
  fullName: string;
  email: string;
  locale: Locale;
}

export interface Sender {
  name: string;
  email: string;
}

function frame(lead: MailLead, staff: Sender, site: SiteConfig, paragraphs: string[]) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lead.locale, key, params);
  return [
    t('adminLeads.mail.greeting', { name: lead.fullName }),
    '',
    ...paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p])),
    '',
    t('adminLeads.mail.signature', {
      staff: staff.name,
      site: site.name,
      phone: formatPhone(site.phone),
      email: site.email,
    }),
  ].join('\n');
}

/** The staff's reply: replies to it reach the staff member who wrote it. */
export function replyMail(
  lead: MailLead,
  staff: Sender,
  site: SiteConfig,
  subject: string,
  message: string,
): MailMessage {
  return { to: lead.email, subject, text: frame(lead, staff, site, [message]), replyTo: staff.email };
}

export function siteAddress(site: SiteConfig): string {
  const a = site.address;
  return `${a.street}, ${a.district}, ${a.city} - ${a.state}, ${a.postalCode}`;
}

/** '25/11/2026 14:30' or '11/25/2026, 2:30 PM', Fortaleza time. */
export function visitWhen(start: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Fortaleza',
  }).format(start);
}

export interface Visit {
  uid: string;
  start: Date;
  end: Date;
  message: string | null;
  now: Date;
}

/** The visit confirmation, with the visit as an iCalendar invite attached. */
export function visitMail(lead: MailLead, staff: Sender, site: SiteConfig, visit: Visit): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lead.locale, key, params);
  const when = visitWhen(visit.start, lead.locale);
  const minutes = Math.round((visit.end.getTime() - visit.start.getTime()) / 60_000);
  const address = siteAddress(site);
  const ics = calendarInvite(
    {
      uid: visit.uid,
      stamp: visit.now,
      start: visit.start,
      end: visit.end,
      summary: t('adminLeads.mail.visitSummary', { site: site.name }),
      location: address,
      description: visit.message ?? undefined,
      organizer: { name: site.name, email: site.email },
    },
    `-//${site.name}//Leads//${lead.locale === 'en' ? 'EN' : 'PT'}`,
  );
  const paragraphs = [
    t('adminLeads.mail.visitBody', { site: site.name, when, minutes }),
    t('adminLeads.mail.visitAddress', { address }),
    ...(visit.message ? [visit.message] : []),
    t('adminLeads.mail.visitCalendar'),
  ];
  return {
    to: lead.email,
    subject: t('adminLeads.mail.visitSubject', { site: site.name, when }),
    text: frame(lead, staff, site, paragraphs),
    replyTo: staff.email,
    attachments: [
      {
        filename: t('adminLeads.mail.visitFile'),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}
