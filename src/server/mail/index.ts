// Email: enqueueMail(tx, message, { cause }) in the transaction that causes it; the job runner
// sends it after commit (mailJobHandler). The admin's view of every email is in mail-log.ts.
export {
  enqueueMail,
  mailJob,
  mailJobHandler,
  mailJobRow,
  wakeMailRunner,
  type MailAttachment,
  type MailMessage,
} from './mail-job';
export { getMail } from './mail-log';
