// Every email the site has queued, for the admin's Mail screen: who it went to, what caused it,
// its delivery state and attempts, the text sent, and retrying one that failed.
import { and, desc, eq, sql } from 'drizzle-orm';
import { mailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { retryJob } from '@/server/jobs';
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

const withMailState = <T extends { state: (typeof jobs.$inferSelect)['state']; attempts: number }>(row: T) => ({ ...row, mailState: mailState(row) });

/** Newest first. */
export async function listMail({ limit = 50, offset = 0 } = {}) {
  const rows = await db()
    .select(summary)
    .from(jobs)
    .where(eq(jobs.kind, mailJob.name))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  return rows.map(withMailState);
}

export type MailSummary = Awaited<ReturnType<typeof listMail>>[number];

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

/** Sends a failed email again (15 fresh attempts); false if it is not a failed email. */
export async function retryMail(id: string): Promise<boolean> {
  const mail = await getMail(id);
  if (!mail) return false;
  return db().transaction((tx) => retryJob(tx, id));
}
