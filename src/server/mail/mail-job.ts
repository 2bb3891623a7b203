// Email as a background job: enqueueMail(tx, …) is the one way to send mail; the job's id is the
// email's Message-ID, so a retried (or, after a crash mid-send, repeated) email keeps it.
import { createHash } from 'node:crypto';
import { config } from '@/server/config';
import type { Database } from '@/server/db/client';
import {
  defineJobKind,
  enqueueJob,
  enqueueJobOnce,
  exponentialBackoff,
  jobRow,
  wakeLocalRunners,
  type JobCause,
  type JobHandler,
} from '@/server/jobs';
import { emailsFailed, emailsSent } from '@/server/observability';
import type { AttachmentRef, MailAttachment, MailMessage } from './message';
import { createMailTransport, mailSettings, type MailTransport } from './transport';

/** 15 attempts, 10 s doubling to 30 min between them (about five hours in all). */
export const mailJob = defineJobKind<MailMessage>({
  name: 'mail',
  maxAttempts: 15,
  retryDelayMs: exponentialBackoff(10_000, 30 * 60_000),
  leaseMs: 2 * 60_000,
});

/** What the job keeps of a message: only the fields a send uses. */
function mailPayload({
  to,
  subject,
  text,
  html,
  replyTo,
  attachments,
  attachmentRefs,
  unsubscribeUrl,
}: MailMessage): MailMessage {
  return { to, subject, text, html, replyTo, attachments, attachmentRefs, unsubscribeUrl };
}

type AttachmentSource = (params: AttachmentRef['params']) => Promise<MailAttachment | null>;
const attachmentSources = new Map<string, AttachmentSource>();

/** Lets queued emails name files `source` makes when they are sent (AttachmentRef). */
export function registerAttachmentSource(source: string, make: AttachmentSource) {
  attachmentSources.set(source, make);
}

/** `message` with the files its refs name made and attached (an unknown source fails the attempt). */
export async function withAttachments(message: MailMessage): Promise<MailMessage> {
  const { attachmentRefs, ...rest } = message;
  if (!attachmentRefs?.length) return rest;
  const made = await Promise.all(
    attachmentRefs.map((ref) => {
      const make = attachmentSources.get(ref.source);
      if (!make) throw new Error(`No attachment source "${ref.source}" is registered`);
      return make(ref.params);
    }),
  );
  const files = made.filter((file): file is MailAttachment => file !== null);
  return { ...rest, attachments: [...(rest.attachments ?? []), ...files] };
}

/** Queues one email in `tx`; `cause` is the record it is about (a lead, a shipment, a user). Returns its id. */
export function enqueueMail(tx: Database, message: MailMessage, options: { cause?: JobCause } = {}): Promise<string> {
  return enqueueJob(tx, mailJob, mailPayload(message), options);
}

/**
 * Queues `message` once for `onceKey` (a job's own id, say): its mail job's id is derived from the
 * key, so a job that runs again after its runner stopped mid-way queues nothing a second time.
 */
export async function enqueueMailOnce(
  tx: Database,
  onceKey: string,
  message: MailMessage,
  options: { cause?: JobCause } = {},
): Promise<void> {
  const hex = createHash('sha256').update(`mail-once:${onceKey}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  await enqueueJobOnce(tx, mailJob, mailPayload(message), id, options);
}

/**
 * The jobs-table row that queues one email, for a statement that writes it with other rows; once
 * that statement has committed, wakeMailRunner() has this process send it.
 */
export function mailJobRow(message: MailMessage, options: { cause?: JobCause } = {}) {
  return jobRow(mailJob, mailPayload(message), options);
}

export const wakeMailRunner = () => wakeLocalRunners(mailJob);

/**
 * Sends queued email over `transport`, or SMTP_URL (the server log without it), closed at stop;
 * as many at once as the transport has connections.
 */
export function mailJobHandler(transport?: MailTransport): JobHandler<MailMessage> {
  const smtp = transport ?? createMailTransport(mailSettings(config()));
  return {
    kind: mailJob,
    concurrency: smtp.concurrency,
    async run(job) {
      try {
        await smtp.send({ id: job.id, ...(await withAttachments(job.payload)) });
      } catch (error) {
        emailsFailed.inc({ outcome: job.attempt >= mailJob.maxAttempts ? 'gave_up' : 'retrying' });
        throw error;
      }
      emailsSent.inc();
    },
    close: transport ? undefined : () => smtp.close(),
  };
}
