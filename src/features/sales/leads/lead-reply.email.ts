// The staff's reply to a lead, from its page: their subject and text between a greeting and a
// signature, in the lead's language. Transactional: it answers the lead's own message.
import { composeMail, type MailMessage } from '@/server/mail';
import { leadLetter, type MailLead, type Sender } from './lead-letter';

export interface LeadReply {
  subject: string;
  message: string;
  /** Replies to the email reach this staff member. */
  staff: Sender;
}

export function leadReplyEmail(reply: LeadReply, lead: MailLead): MailMessage {
  return composeMail({
    transactional: true,
    to: lead.email,
    locale: lead.locale,
    subject: reply.subject,
    replyTo: reply.staff.email,
    lines: leadLetter(lead, reply.staff, [reply.message]),
  });
}
