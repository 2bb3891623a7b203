// A visit's reminder email, written when the visit is booked or moved (src/features/visits) and
// queued as a job due when it should go out: the day before at 9:00 and two hours before. When the
// job runs it queues the email only if the visit is still booked at the sequence it was written
// for; a visit moved since has new reminders of its own, a cancelled one none. The runner's claim
// runs each job once; its id as a once-only key keeps a retried run from queueing the email twice.
import { eq } from 'drizzle-orm';
import { visits } from './db/schema';
import { submitOnce } from './forms/submissions';
import { defineJobKind, exponentialBackoff, type JobHandler } from './jobs';
import { enqueueMail, wakeMailRunner, type MailMessage } from './mail';

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
      const { sent } = await submitOnce('visits.reminder', job.id, async (tx) => {
        const [visit] = await tx
          .select({ status: visits.status, sequence: visits.sequence })
          .from(visits)
          .where(eq(visits.id, job.payload.visitId));
        if (visit?.status !== 'booked' || visit.sequence !== job.payload.sequence) return { sent: false };
        await enqueueMail(tx, job.payload.message, { cause: job.cause ?? undefined });
        return { sent: true };
      });
      if (sent) wakeMailRunner();
    },
  };
}
