// The sales clock's jobs send their email by queueing a mail job under an id fixed in advance (the
// instant answer's, chosen with the lead) or derived from the job's own id: a job run twice (its
// runner stopped after queueing, before finishing) queues its email once.
import { createHash } from 'node:crypto';
import type { JobCause } from '@/server/jobs';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { mailJobRow, wakeMailRunner, type MailMessage } from '@/server/mail';

/** A UUID made from `seed`: the same seed, the same id. */
export function derivedId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues `mail` as mail job `id` unless it is queued already, and wakes this process's sender. */
export async function queueMailOnce(id: string, mail: MailMessage, cause?: JobCause): Promise<void> {
  await db()
    .insert(jobs)
    .values({ ...mailJobRow(mail, { cause }), id })
    .onConflictDoNothing({ target: jobs.id });
  wakeMailRunner();
}
