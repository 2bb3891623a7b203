// Queueing an email: written in the caller's transaction, so the email exists exactly when the
// record that causes it does. The outbox worker (outbox-worker.ts) delivers it.
import type { Database } from '@/server/db/client';
import { outbox } from '@/server/db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The lead this email is about, if any. */
  leadId?: string;
}

/** Queues one email in `tx` (a Drizzle transaction, or the database); returns the outbox id. */
export async function enqueueMail(tx: Database, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      leadId: message.leadId ?? null,
      // The worker compares due times with the app's clock (milliseconds); the database default
      // now() has microseconds and could sort a just-queued row a fraction of a millisecond late.
      nextAttemptAt: new Date(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('enqueueMail: the insert returned no row');
  return row.id;
}
