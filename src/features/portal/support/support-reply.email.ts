// Brings the staff's reply on a support request to the customer, in their language.
// Transactional: the answer to their own request.
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

export interface SupportReply {
  request: { subject: string };
  /** What the staff wrote. */
  message: string;
  /** The customer's page of the request, in their language (a site path). */
  page: string;
}

export function supportReplyEmail(reply: SupportReply, to: MailRecipient): MailMessage {
  return accountMail(to, (t) => ({
    subject: t('support.email.subject', { subject: reply.request.subject }),
    lines: [
      t('support.email.greeting', { name: to.name }),
      '',
      t('support.email.replied', { company: siteConfig().name, subject: reply.request.subject }),
      '',
      reply.message,
      '',
      t('support.email.follow', { url: siteLink(reply.page) }),
    ],
  }));
}
