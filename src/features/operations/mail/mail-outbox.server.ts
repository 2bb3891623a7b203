// The admin's outbox: every email queued (a background job of kind 'mail'), filtered by its
// delivery state and by recipient or subject; and retrying a failed one, audited in the same
// transaction. Callers have checked the admin role.
import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { mailState, type MailState } from '@/lib/statuses/job';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { retryJob } from '@/server/jobs';
import { readPage } from '@/server/lists';
import { mailJob } from '@/server/mail';
import { refuse } from '@/server/refusal';

export const MAIL_PAGE_SIZE = 20;
export interface MailFilters {
  state?: MailState;
  /** Part of the recipient or of the subject. */
  query?: string;
}

const to = sql<string>`${jobs.payload}->>'to'`;
const subject = sql<string>`${jobs.payload}->>'subject'`;

// The SQL twin of mailState(): a running job's current attempt has not failed (yet).
const STATE_CONDITIONS: Record<MailState, SQL> = {
  sent: eq(jobs.state, 'succeeded'),
  failed: eq(jobs.state, 'failed'),
  pending: or(
    and(eq(jobs.state, 'queued'), eq(jobs.attempts, 0)),
    and(eq(jobs.state, 'running'), lte(jobs.attempts, 1)),
  )!,
  retrying: or(
    and(eq(jobs.state, 'queued'), gt(jobs.attempts, 0)),
    and(eq(jobs.state, 'running'), gt(jobs.attempts, 1)),
  )!,
};

function mailWhere({ state, query }: MailFilters) {
  return and(
    eq(jobs.kind, mailJob.name),
    state ? STATE_CONDITIONS[state] : undefined,
    query ? or(ilike(to, containsPattern(query)), ilike(subject, containsPattern(query))) : undefined,
  );
}

/** Page `page` of the emails matching the filters, newest first. */
export async function outboxPage(filters: MailFilters, page: number) {
  const found = await readPage({
    rows: db()
      .select({
        id: jobs.id,
        to,
        subject,
        causeKind: jobs.causeKind,
        causeId: jobs.causeId,
        state: jobs.state,
        attempts: jobs.attempts,
        lastError: jobs.lastError,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .$dynamic(),
    where: mailWhere(filters),
    orderBy: [desc(jobs.createdAt), desc(jobs.id)],
    page,
    pageSize: MAIL_PAGE_SIZE,
  });
  return { ...found, rows: found.rows.map((row) => ({ ...row, mailState: mailState(row) })) };
}

export type OutboxMail = Awaited<ReturnType<typeof outboxPage>>['rows'][number];

/** How many emails match the filters (the overview's count of failed ones). */
export async function countOutbox(filters: MailFilters) {
  const [row] = await db().select({ n: count() }).from(jobs).where(mailWhere(filters));
  return row?.n ?? 0;
}

/** Queues a failed email again (fresh attempts) as `staff`, with its audit entry; refuses any other. */
export async function retryFailedMail(staff: AuditActor, id: string) {
  await db().transaction(async (tx) => {
    const [job] = await tx
      .select({ state: jobs.state, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, mailJob.name), eq(jobs.id, id)))
      .for('update');
    if (!job) refuse('NOT_FOUND', 'adminMail.error.notFound');
    if (job.state !== 'failed' || !(await retryJob(tx, id))) refuse('CONFLICT', 'adminMail.error.notFailed');
    await recordAudit(tx, {
      actor: staff,
      action: 'mail.retry',
      subject: { kind: 'mail', id },
      before: { state: job.state, attempts: job.attempts },
      after: { state: 'queued', attempts: 0 },
    });
  });
}
