// Email: a *.email.ts builds its message with accountMail or composeMail (text and HTML from the same lines),
// enqueueMail(tx, message, { cause }) queues it in the transaction that causes it, and the job
// runner sends it after commit (mailJobHandler). The admin's view of every email is in mail-log.ts.
export {
  accountMail,
  composeMail,
  recipientLocale,
  type MailAudience,
  type MailContent,
  type MailRecipient,
} from './compose';
export {
  enqueueMail,
  enqueueMailOnce,
  mailJob,
  mailJobHandler,
  mailJobRow,
  registerAttachmentSource,
  wakeMailRunner,
  withAttachments,
} from './mail-job';
export { getMail } from './mail-log';
export { link, mailLine, mailTranslator, siteLink, type MailLine, type MailText } from './mail-text';
export type { AttachmentRef, MailAttachment, MailMessage } from './message';
