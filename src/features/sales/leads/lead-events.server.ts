// A lead's timeline as stored (newest first), each email event with its delivery state.
import { desc, eq, sql } from 'drizzle-orm';
import { mailState, type MailState } from '@/lib/statuses/job';
import { db } from '@/server/db/client';
import { jobs, leadEvents } from '@/server/db/schema';

export async function leadTimeline(leadId: string) {
  const rows = await db()
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      actorLabel: leadEvents.actorLabel,
      body: leadEvents.body,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
      mailState: jobs.state,
      mailAttempts: jobs.attempts,
    })
    .from(leadEvents)
    .leftJoin(jobs, sql`${jobs.id} = (${leadEvents.data}->>'mailId')::uuid`)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  return rows.map(({ mailState: state, mailAttempts, ...row }) => ({
    ...row,
    delivery: state ? (mailState({ state, attempts: mailAttempts ?? 0 }) as MailState) : null,
  }));
}

export type TimelineRow = Awaited<ReturnType<typeof leadTimeline>>[number];
