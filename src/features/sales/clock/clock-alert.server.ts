// The first-response alert: a job written with the lead, due at its deadline. When it runs it
// emails the lead's owner (or LEADS_NOTIFY_TO when nobody owns it) only while the clock still runs
// (no staff action yet). The jobs table's claim runs it once however many processes run jobs.
import { eq } from 'drizzle-orm';
import { config } from '@/server/config';
import { db } from '@/server/db/client';
import { leads, user } from '@/server/db/schema';
import { defineJobKind, exponentialBackoff, type JobHandler } from '@/server/jobs';
import { enqueueMailOnce, recipientLocale, wakeMailRunner } from '@/server/mail';
import { clockAlertEmail } from './clock-alert.email';

export const clockAlertJob = defineJobKind<{ leadId: string }>({
  name: 'sales-clock-alert',
  maxAttempts: 10,
  retryDelayMs: exponentialBackoff(30_000, 30 * 60_000),
  leaseMs: 60_000,
});

export function clockAlertHandler(): JobHandler<{ leadId: string }> {
  return {
    kind: clockAlertJob,
    async run(job) {
      const [lead] = await db()
        .select({
          id: leads.id,
          fullName: leads.fullName,
          moduleNumber: leads.moduleNumber,
          due: leads.firstResponseDueAt,
          answeredAt: leads.firstResponseAt,
          ownerEmail: user.email,
          ownerLocale: user.locale,
        })
        .from(leads)
        .leftJoin(user, eq(user.id, leads.ownerId))
        .where(eq(leads.id, job.payload.leadId));
      if (!lead || lead.answeredAt || !lead.due) return;
      const to = lead.ownerEmail
        ? { email: lead.ownerEmail, locale: recipientLocale(lead.ownerLocale) }
        : { email: config().leadsNotifyTo, locale: recipientLocale(undefined) };
      await enqueueMailOnce(db(), job.id, clockAlertEmail({ ...lead, due: lead.due }, to), {
        cause: { kind: 'lead', id: lead.id },
      });
      wakeMailRunner();
    },
  };
}
