// The SMTP connections' own thread: nodemailer builds each message (MIME, encodings) and talks SMTP
// here, so sending mail never holds up the thread that serves HTTP. The main thread's side is
// transport.ts, one message per email; the reply says it was accepted, or why not.
//
// Loaded in two ways: by transport.ts, only for `smtpWorkerUrl` (its own file, built as its own
// chunk), and as the worker itself. It imports nothing of the app's, so Node also runs it from the
// source (.ts, types stripped) in the tests.
import { isMainThread, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

/** How the worker connects: nodemailer's SMTP options, pooled or one connection per email. */
export interface SmtpWorkerStart {
  smtpWorker: true;
  smtpUrl: string;
  pool: boolean;
  connections: number;
  messagesPerConnection: number;
  /** Sign every message (nodemailer's `dkim` option; DKIM_* in the configuration). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

export type SmtpRequest = { id: number; op: 'send'; mail: SendMailOptions } | { id: number; op: 'close' };
export type SmtpReply = { id: number; error?: { message: string; code?: string } };

export const smtpWorkerUrl = import.meta.url;

function serve(port: MessagePort, start: SmtpWorkerStart) {
  const transporter = nodemailer.createTransport({
    url: start.smtpUrl,
    pool: start.pool,
    maxConnections: start.connections,
    maxMessages: start.messagesPerConnection,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dkim: start.dkim,
  });
  port.on('message', (request: SmtpRequest) => {
    if (request.op === 'close') {
      transporter.close();
      port.postMessage({ id: request.id } satisfies SmtpReply);
      port.close();
      return;
    }
    transporter.sendMail(request.mail).then(
      () => port.postMessage({ id: request.id } satisfies SmtpReply),
      (error: unknown) => {
        const { message, code } =
          error instanceof Error ? (error as Error & { code?: unknown }) : { message: String(error), code: undefined };
        port.postMessage({
          id: request.id,
          error: { message, code: typeof code === 'string' ? code : undefined },
        } satisfies SmtpReply);
      },
    );
  });
}

const start = workerData as Partial<SmtpWorkerStart> | undefined;
if (!isMainThread && parentPort && start?.smtpWorker && start.smtpUrl) serve(parentPort, start as SmtpWorkerStart);
