// One email the site has queued, for the admin's Mail screen: who it went to, what caused it, its
// delivery state and attempts, and the text sent. (The list and the audited retry live in
// src/features/admin-mail.)
import { and, eq, sql } from 'drizzle-orm';
import { mailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { mailJob } from './mail-job';

const summary = {
  id: jobs.id,
  to: sql<string>`${jobs.payload}->>'to'`,
  subject: sql<string>`${jobs.payload}->>'subject'`,
  causeKind: jobs.causeKind,
  causeId: jobs.causeId,
  state: jobs.state,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};

const withMailState = <T extends { state: (typeof jobs.$inferSelect)['state']; attempts: number }>(row: T) => ({
  ...row,
  mailState: mailState(row),
});

/** One email with the text (and HTML) that was sent, or null. */
export async function getMail(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db()
    .select({
      ...summary,
      text: sql<string>`${jobs.payload}->>'text'`,
      html: sql<string | null>`${jobs.payload}->>'html'`,
      replyTo: sql<string | null>`${jobs.payload}->>'replyTo'`,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, mailJob.name), eq(jobs.id, id)));
  return row ? withMailState(row) : null;
}
