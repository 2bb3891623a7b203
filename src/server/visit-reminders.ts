// A visit's reminder email, written when the visit is booked or moved (src/features/sales/visits) and
// queued as a job due when it should go out: the day before at 9:00 and two hours before. When the
// job runs it queues the email only if the visit is still booked at the sequence it was written
// for; a visit moved since has new reminders of its own, a cancelled one none. The runner's claim
// runs each job once; its id as the email's once-only key keeps a retried run from queueing it twice.
import { eq } from 'drizzle-orm';
import { visits } from './db/schema';
import { db } from './db/client';
import { defineJobKind, exponentialBackoff, type JobHandler } from './jobs';
import { enqueueMailOnce, wakeMailRunner, type MailMessage } from './mail';

export interface VisitReminder {
  visitId: string;
  /** The visit's SEQUENCE when the reminder was written. */
  sequence: number;
  message: MailMessage;
}

export const visitReminderJob = defineJobKind<VisitReminder>({
  name: 'visit-reminder',
  maxAttempts: 10,
  retryDelayMs: exponentialBackoff(30_000, 30 * 60_000),
  leaseMs: 60_000,
});

export function visitReminderHandler(): JobHandler<VisitReminder> {
  return {
    kind: visitReminderJob,
    async run(job) {
      const [visit] = await db()
        .select({ status: visits.status, sequence: visits.sequence })
        .from(visits)
        .where(eq(visits.id, job.payload.visitId));
      if (visit?.status !== 'booked' || visit.sequence !== job.payload.sequence) return;
      await enqueueMailOnce(db(), job.id, job.payload.message, { cause: job.cause ?? undefined });
      wakeMailRunner();
    },
  };
}
