// Sends email over SMTP (SMTP_URL) with nodemailer, through a pool of a few connections kept open
// (each sends up to 100 messages before it is renewed), so the runner sends several emails at once
// without a handshake per email. Without SMTP_URL the email is written to the server log instead,
// so development and demos work with no mail server.
import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail-job';

export interface OutgoingMail {
  /** The mail job's id: the Message-ID derives from it, so a retried email keeps the same one. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  attachments?: MailAttachment[] | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** How many emails it sends at once (the job runner's concurrency for mail). */
  readonly concurrency: number;
  close(): void;
}

export interface MailTransportOptions {
  /** SMTP connections kept open (default 5); `pool: false` opens one per email, one at a time. */
  connections?: number;
  pool?: boolean;
}

const POOL_CONNECTIONS = 5;
const MESSAGES_PER_CONNECTION = 100;

function messageId(id: string, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  { connections = POOL_CONNECTIONS, pool = true }: MailTransportOptions = {},
): MailTransport {
  if (!smtpUrl) {
    return {
      concurrency: 1,
      async send(mail) {
        console.info(
          `[mail] SMTP_URL is not set: logging instead of sending ${messageId(mail.id, from)}\n` +
            `To: ${mail.to}\nReply-To: ${mail.replyTo ?? '-'}\nSubject: ${mail.subject}\n` +
            `Attachments: ${mail.attachments?.map((a) => a.filename).join(', ') || '-'}\n\n${mail.text}`,
        );
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool,
    maxConnections: connections,
    maxMessages: MESSAGES_PER_CONNECTION,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    concurrency: pool ? connections : 1,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        attachments: mail.attachments?.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, encoding })),
        messageId: messageId(mail.id, from),
      });
    },
    close: () => transporter.close(),
  };
}
