// What a visitor who booked a visit from the site receives, in their language: the confirmation
// (an invitation, METHOD:REQUEST), the update after a move (the same UID, a higher SEQUENCE), the
// cancellation (METHOD:CANCEL) and the reminders. Each says where, with a map link, and gives the
// signed link to move or cancel the visit. A visit the staff scheduled from the lead's page gets
// the same emails, with the staff member's message and their address for replies. Transactional:
// their own booking.
import type { Locale } from '@/lib/i18n-types';
import { calendarInvite, FORTALEZA, type CalendarOptions } from '@/server/calendar/ics';
import { localizePath } from '@/lib/paths';
import {
  composeMail,
  mailTranslator,
  recipientLocale,
  siteLink,
  type MailAttachment,
  type MailMessage,
  type MailRecipient,
} from '@/server/mail';
import { siteAddress, siteConfig, type SiteConfig } from '@/server/site-config';
import { visitWhen } from '@/lib/format';

export type VisitMailKind = 'booked' | 'changed' | 'cancelled' | 'reminder';

export interface VisitMail {
  /** The calendar UID: `<visit id>@<site host>`. */
  uid: string;
  start: Date;
  end: Date;
  sequence: number;
  company: string;
  moduleNumber: number | null;
  /** The manage page's path in the visitor's language, with its signed token. */
  managePath: string;
  /** When the email is written (the file's DTSTAMP). */
  now: Date;
  /** The staff member who scheduled it, with their message: the replies go to them. */
  staff?: { name: string; email: string; message: string | null };
}

export const mapUrl = (site: SiteConfig) =>
  `https://www.google.com/maps/search/?api=1&query=${site.map.lat}%2C${site.map.lng}`;

const CALENDAR: Record<Exclude<VisitMailKind, 'reminder'>, CalendarOptions> = {
  booked: { method: 'REQUEST' },
  changed: { method: 'REQUEST' },
  cancelled: { method: 'CANCEL', status: 'CANCELLED' },
};

function invitation(kind: Exclude<VisitMailKind, 'reminder'>, visit: VisitMail, locale: Locale): MailAttachment {
  const t = mailTranslator(locale);
  const site = siteConfig();
  const options = { ...CALENDAR[kind], sequence: visit.sequence, timeZone: FORTALEZA };
  const ics = calendarInvite(
    {
      uid: visit.uid,
      stamp: visit.now,
      start: visit.start,
      end: visit.end,
      summary: t('visits.mail.summary', { site: site.name }).text,
      location: siteAddress(site),
      description: [visit.staff?.message, t('visits.mail.calendarText', { map: mapUrl(site) }).text]
        .filter(Boolean)
        .join('\n\n'),
      url: siteLink(visit.managePath).text,
      organizer: { name: site.name, email: site.email },
    },
    { company: site.name, product: 'Visits', language: locale === 'en' ? 'EN' : 'PT' },
    options,
  );
  return {
    filename: t('visits.mail.file').text,
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: ics,
  };
}

export function visitInvitationEmail(kind: VisitMailKind, visit: VisitMail, to: MailRecipient): MailMessage {
  const locale = recipientLocale(to.locale);
  const t = mailTranslator(locale);
  const site = siteConfig();
  const when = visitWhen(visit.start, locale);
  return composeMail({
    transactional: true,
    to: to.email,
    locale,
    subject: t(`visits.mail.${kind}.subject`, { site: site.name, when }).text,
    replyTo: visit.staff?.email ?? site.email,
    lines: [
      t('visits.mail.greeting', { name: to.name }),
      '',
      t(`visits.mail.${kind}.text`, { site: site.name, when }),
      visit.moduleNumber ? t('visits.mail.module', { n: visit.moduleNumber }) : undefined,
      ...(visit.staff?.message && kind === 'booked'
        ? ['', t('visits.mail.staffMessage', { name: visit.staff.name }), visit.staff.message]
        : []),
      ...(kind === 'cancelled'
        ? []
        : [
            '',
            t('visits.mail.address', { address: siteAddress(site) }),
            // The site's own location section (its map and directions): every link in an email is the site's.
            t('visits.mail.map', { url: siteLink(`${localizePath(locale, '/')}#localizacao`) }),
            '',
            t('visits.mail.manage', { url: siteLink(visit.managePath) }),
          ]),
      '',
      t('visits.mail.signature', { site: site.name }),
    ],
    attachments: kind === 'reminder' ? undefined : [invitation(kind, visit, locale)],
  });
}
