// Sends email over SMTP (SMTP_URL) with nodemailer, through a pool of a few connections kept open
// (each sends up to 100 messages before it is renewed), so the runner sends several emails at once
// without a handshake per email. Nodemailer runs on a thread of its own (smtp-worker.ts), started
// with the first email, and signs with DKIM when it is configured. Each email's Message-ID is its
// job's id on the site's domain. Without SMTP_URL the email is written to the server log instead,
// so development and demos work with no mail server.
import { Worker } from 'node:worker_threads';
import type { SendMailOptions } from 'nodemailer';
import type { ServerConfig } from '@/server/config';
import type { DkimSettings } from './dkim-config';
import type { OutgoingMail } from './message';
import type { SmtpReply, SmtpRequest, SmtpWorkerStart } from './smtp-worker';

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** How many emails it sends at once (the job runner's concurrency for mail). */
  readonly concurrency: number;
  close(): void | Promise<void>;
}

/** What every email is sent with. */
export interface MailSettings {
  /** Without it, emails are written to the server log. */
  smtpUrl?: string;
  from: string;
  /** The right-hand side of every Message-ID: the site's own domain. */
  messageIdDomain: string;
  dkim?: DkimSettings;
}

export interface MailTransportOptions {
  /** SMTP connections kept open (default 5); `pool: false` opens one per email, one at a time. */
  connections?: number;
  pool?: boolean;
}

const POOL_CONNECTIONS = 5;
const MESSAGES_PER_CONNECTION = 100;

/** The settings from the configuration: Message-IDs on PUBLIC_SITE_URL's host. */
export function mailSettings(cfg: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'publicSiteUrl' | 'dkim'>): MailSettings {
  return {
    smtpUrl: cfg.smtpUrl,
    from: cfg.mailFrom,
    messageIdDomain: new URL(cfg.publicSiteUrl).hostname,
    dkim: cfg.dkim,
  };
}

const messageId = (id: string, domain: string) => `<${id}@${domain}>`;

/** RFC 8058 one-click unsubscribe, for an email that is not transactional (compose.ts decides). */
const unsubscribeHeaders = (url: string | undefined) =>
  url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;

export function createMailTransport(
  settings: MailSettings,
  { connections = POOL_CONNECTIONS, pool = true }: MailTransportOptions = {},
): MailTransport {
  const { smtpUrl, from, messageIdDomain } = settings;
  if (!smtpUrl) {
    return {
      concurrency: 1,
      async send(mail) {
        console.info(
          `[mail] SMTP_URL is not set: logging instead of sending ${messageId(mail.id, messageIdDomain)}\n` +
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
    dkim: settings.dkim,
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
        messageId: messageId(mail.id, messageIdDomain),
        headers: unsubscribeHeaders(mail.unsubscribeUrl),
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
    worker.on('error', (error) => console.error('[mail] the SMTP thread failed:', error));
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
