// Sends email over SMTP (SMTP_URL) with nodemailer, through a pool of a few connections kept open
// (each sends up to 100 messages before it is renewed), so the runner sends several emails at once
// without a handshake per email. Nodemailer runs on a thread of its own (smtp-worker.ts), started
// with the first email. Without SMTP_URL the email is written to the server log instead, so
// development and demos work with no mail server.
import { Worker } from 'node:worker_threads';
import type { SendMailOptions } from 'nodemailer';
import { moduleLogger } from '@/server/observability';
import type { MailAttachment } from './mail-job';
import type { SmtpReply, SmtpRequest, SmtpWorkerStart } from './smtp-worker';

const log = moduleLogger('mail');

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
  close(): void | Promise<void>;
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
        // The documented development fallback: the whole email, on purpose (never with SMTP_URL).
        log.info(
          `SMTP_URL is not set: logging instead of sending ${messageId(mail.id, from)}\n` +
            `To: ${mail.to}\nReply-To: ${mail.replyTo ?? '-'}\nSubject: ${mail.subject}\n` +
            `Attachments: ${mail.attachments?.map((a) => a.filename).join(', ') || '-'}\n\n${mail.text}`,
        );
      },
      close() {},
    };
  }
  const smtp = new SmtpThread({
    smtpWorker: true,
    smtpUrl,
    pool,
    connections,
    messagesPerConnection: MESSAGES_PER_CONNECTION,
  });
  return {
    concurrency: pool ? connections : 1,
    send: (mail) =>
      smtp.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        attachments: mail.attachments?.map(({ filename, contentType, content, encoding }) => ({
          filename,
          contentType,
          content,
          encoding,
        })),
        messageId: messageId(mail.id, from),
      }),
    close: () => smtp.close(),
  };
}

/** An SMTP server's refusal or a connection failure, as nodemailer reported it on the SMTP thread. */
class SmtpError extends Error {
  readonly code?: string;

  constructor({ message, code }: { message: string; code?: string }) {
    super(message);
    this.code = code;
  }
}

/** The main thread's side of smtp-worker.ts: the thread starts with the first email. */
class SmtpThread {
  readonly #start: SmtpWorkerStart;
  readonly #pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  #worker: Promise<Worker> | undefined;
  #nextId = 0;
  #failure: Error | undefined;

  constructor(start: SmtpWorkerStart) {
    this.#start = start;
  }

  async #spawn(): Promise<Worker> {
    // Its own chunk once built: the worker loads only that file (and nodemailer).
    const { smtpWorkerUrl } = await import('./smtp-worker');
    const worker = new Worker(new URL(smtpWorkerUrl), { workerData: this.#start });
    worker.on('message', ({ id, error }: SmtpReply) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      if (error) pending?.reject(new SmtpError(error));
      else pending?.resolve();
    });
    worker.on('error', (error) => log.error({ err: error }, 'the SMTP thread failed'));
    worker.on('exit', (code) => {
      this.#failure = new Error(`The SMTP thread stopped (exit code ${code}).`);
      for (const { reject } of this.#pending.values()) reject(this.#failure);
      this.#pending.clear();
    });
    worker.unref();
    return worker;
  }

  async #request(
    request: SmtpRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never,
  ): Promise<void> {
    if (this.#failure) throw this.#failure;
    const worker = await (this.#worker ??= this.#spawn());
    const id = this.#nextId++;
    // Held while an answer is due: a process with nothing else to do still waits for it.
    worker.ref();
    return new Promise<void>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  send(mail: SendMailOptions): Promise<void> {
    return this.#request({ op: 'send', mail });
  }

  /** Closes the connections; the thread then ends. */
  async close() {
    if (!this.#worker || this.#failure) return;
    await this.#request({ op: 'close' }).catch(() => {});
  }
}
