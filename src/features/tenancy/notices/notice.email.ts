// A notice from the condominium's management to a tenant's person, in their language (the
// notice's own words as the staff wrote them). Transactional: about the premises they lease.
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import { markdownPlainText } from '@/server/safe-markdown';

export interface NoticeMail {
  title: string;
  /** The text as written (simple Markdown): sent as plain text. */
  body: string;
  urgent: boolean;
  /** The recipient's page of the notice, in their language (a site path). */
  page: string;
}

export function noticeEmail(notice: NoticeMail, to: MailRecipient): MailMessage {
  return accountMail(to, (t) => ({
    subject: t(notice.urgent ? 'notices.email.urgentSubject' : 'notices.email.subject', { title: notice.title }),
    lines: [
      t('notices.email.greeting', { name: to.name }),
      '',
      t('notices.email.intro'),
      '',
      notice.title,
      '',
      markdownPlainText(notice.body),
      '',
      t('notices.email.follow', { url: siteLink(notice.page) }),
    ],
  }));
}
