// A new lead's instant answer and first-response deadline, written with the lead (the contact form
// in one statement, a booking in its transaction): the answer is a job of its own that, when it
// runs, draws the chosen module's spec sheet, composes the email and queues it as a mail job whose
// id was chosen with the lead. The timeline's 'auto-reply' event (written with the lead) names that
// id, so it shows the email's delivery once it is queued. Drawing the PDF in the job keeps it out of
// the form's post (the contact form is measured per lead: npm run bench -- leads).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { db, type Database } from '@/server/db/client';
import { insertRow, tableRow, type TableRow } from '@/server/db/insert-row';
import { jobs, leadEvents, leads } from '@/server/db/schema';
import { defineJobKind, exponentialBackoff, jobRow, wakeLocalRunners, type JobHandler } from '@/server/jobs';
import type { MailAttachment } from '@/server/mail';
import { siteConfig } from '@/server/site-config';
import { instantAnswerSubject, leadInstantAnswerEmail } from '@/features/leads/lead-instant-answer.email';
import { moduleSpecSheetPdf } from '@/features/spec-sheet/spec-sheet.server';
import { clockAlertJob } from './clock-alert.server';
import { firstResponseDueAt } from './clock-rules.server';
import { queueMailOnce } from './job-mail.server';

export const instantAnswerJob = defineJobKind<{ leadId: string; mailId: string }>({
  name: 'lead-instant-answer',
  maxAttempts: 10,
  retryDelayMs: exponentialBackoff(10_000, 30 * 60_000),
  leaseMs: 2 * 60_000,
});

export interface NewLead {
  id: string;
  locale: string;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/**
 * The rows that start a new lead's instant answer and, with `due` (its first-response deadline,
 * stored on the lead as first_response_due_at), the alert to its owner when the deadline passes.
 */
export function instantAnswerRows(lead: NewLead, due: Date | null): TableRow[] {
  const mailId = randomUUID();
  const cause = { kind: 'lead', id: lead.id } as const;
  return [
    tableRow(jobs, jobRow(instantAnswerJob, { leadId: lead.id, mailId }, { cause })),
    tableRow(leadEvents, {
      leadId: lead.id,
      kind: 'auto-reply',
      actorLabel: siteConfig().name,
      data: { subject: instantAnswerSubject(localeOf(lead.locale)), mailId },
    }),
    ...(due ? [tableRow(jobs, jobRow(clockAlertJob, { leadId: lead.id }, { cause, runAt: due }))] : []),
  ];
}

/** The first-response deadline of a lead created at `createdAt` (business minutes, see business-time.ts). */
export const firstResponseDue = firstResponseDueAt;

/**
 * For a lead created in `tx` some other way (a booked visit): sets its deadline and writes its
 * instant answer and alert in the same transaction. Wake the job runners after commit
 * (wakeSalesClock).
 */
export async function startSalesClock(tx: Database, lead: NewLead, createdAt = new Date()): Promise<Date> {
  const due = await firstResponseDueAt(createdAt);
  await tx.update(leads).set({ firstResponseDueAt: due }).where(eq(leads.id, lead.id));
  for (const row of instantAnswerRows(lead, due)) await tx.execute(insertRow(row));
  return due;
}

/** After the commit that wrote instantAnswerRows: this process composes the answer now. */
export const wakeSalesClock = () => wakeLocalRunners(instantAnswerJob);

// A spec sheet costs tens of milliseconds to draw and is the same for every lead that picks that
// module: each one drawn is kept for ten minutes (at most 18 modules × 2 languages), so a campaign's
// burst of leads draws each once. A sheet changed meanwhile goes out within those ten minutes.
const SHEET_CACHE_MS = 10 * 60_000;
const sheets = new Map<string, { until: number; file: Promise<MailAttachment | null> }>();

function specSheetAttachment(moduleNumber: number, locale: Locale): Promise<MailAttachment | null> {
  const key = `${moduleNumber}:${locale}`;
  const now = Date.now();
  const kept = sheets.get(key);
  if (kept && kept.until > now) return kept.file;
  const file = moduleSpecSheetPdf(moduleNumber, locale).then((pdf) =>
    pdf
      ? {
          filename: pdf.fileName,
          contentType: 'application/pdf',
          content: pdf.bytes.toString('base64'),
          encoding: 'base64' as const,
        }
      : null,
  );
  sheets.set(key, { until: now + SHEET_CACHE_MS, file });
  // A failed drawing is not kept: the job's retry draws again.
  file.catch(() => sheets.delete(key));
  return file;
}

export function instantAnswerHandler(): JobHandler<{ leadId: string; mailId: string }> {
  return {
    kind: instantAnswerJob,
    async run(job) {
      const [lead] = await db()
        .select({
          fullName: leads.fullName,
          email: leads.email,
          locale: leads.locale,
          moduleNumber: leads.moduleNumber,
        })
        .from(leads)
        .where(eq(leads.id, job.payload.leadId));
      // Erased meanwhile (privacy): nobody to answer.
      if (!lead) return;
      const locale = localeOf(lead.locale);
      const attachment = lead.moduleNumber === null ? null : await specSheetAttachment(lead.moduleNumber, locale);
      const mail = leadInstantAnswerEmail({ ...lead, locale }, attachment);
      await queueMailOnce(job.payload.mailId, mail, { kind: 'lead', id: job.payload.leadId });
    },
  };
}
