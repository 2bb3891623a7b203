// The morning digest: today's visits, the overdue leads and today's follow-ups, for one salesperson
// (their leads) or the sales address (every visit, the leads nobody owns), in the recipient's
// language. Transactional: the recipient's own work.
import { localizePath } from '@/lib/paths';
import type { Locale } from '@/lib/i18n-types';
import { formatDay } from '@/lib/format';
import { composeMail, mailTranslator, siteLink, type MailLine, type MailMessage } from '@/server/mail';

export interface DigestContent {
  /** 'yyyy-MM-dd', site time. */
  day: string;
  visits: { time: string; name: string }[];
  late: { name: string; late: string }[];
  followUps: { name: string }[];
}

export function salesDigestEmail(
  content: DigestContent,
  to: { email: string; name: string | null; locale: Locale },
): MailMessage {
  const { locale } = to;
  const t = mailTranslator(locale);
  const section = (title: MailLine, items: MailLine[]): MailLine[] => [
    '',
    title,
    ...(items.length
      ? items.map((item) => (typeof item === 'string' ? `• ${item}` : item))
      : [t('salesClock.digest.none')]),
  ];
  return composeMail({
    transactional: true,
    to: to.email,
    locale,
    subject: t('salesClock.digest.subject', { day: formatDay(content.day, locale) }).text,
    lines: [
      to.name ? t('salesClock.digest.greeting', { name: to.name }) : t('salesClock.digest.team'),
      ...section(
        t('salesClock.digest.visits', { count: content.visits.length }),
        content.visits.map((v) => t('salesClock.digest.visit', v).text),
      ),
      ...section(
        t('salesClock.digest.late', { count: content.late.length }),
        content.late.map((l) => t('salesClock.digest.lateLead', l).text),
      ),
      ...section(
        t('salesClock.digest.followUps', { count: content.followUps.length }),
        content.followUps.map((f) => f.name),
      ),
      '',
      t('salesClock.digest.open', { url: siteLink(`${localizePath(locale, '/admin/leads')}?atrasados=sim`) }),
    ],
  });
}
