// A new lead's instant answer and first-response deadline, written with the lead by its owner,
// src/features/sales/leads (the contact form in one statement, a booking in its transaction): the
// answer is a mail job composed then, which names the chosen module's spec sheet by reference
// (AttachmentRef): the mail runner draws it when it sends, so the form's post never draws a PDF
// (the contact form is measured per lead: npm run bench -- leads). The timeline's 'auto-reply'
// event names the mail job, so it shows the email's delivery.
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import type { TableRow } from '@/server/db/insert-row';
import { jobRow, queuedJobRow } from '@/server/jobs';
import { mailJobRow, registerAttachmentSource, type MailAttachment } from '@/server/mail';
import { siteConfig } from '@/server/site-config';
import { leadInstantAnswerEmail, SPEC_SHEET_ATTACHMENT } from './instant-answer.email';
import { moduleSpecSheetPdf } from '@/features/site/spec-sheet/spec-sheet.server';
import { clockAlertJob } from './clock-alert.server';

export interface NewLead {
  id: string;
  fullName: string;
  email: string;
  locale: string;
  moduleNumber: number | null;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/**
 * A new lead's instant answer and, with `due` (its first-response deadline, stored on the lead as
 * first_response_due_at), the alert to its owner when the deadline passes: the jobs' rows, and
 * what the lead's 'auto-reply' event names (src/features/sales/leads writes it with the lead). The
 * answer is dated a millisecond after `createdAt`: the team's notification, written with it at
 * `createdAt`, stays the lead's first email (the list shows its delivery).
 */
export function instantAnswer(lead: NewLead, due: Date | null, createdAt = new Date()) {
  const cause = { kind: 'lead', id: lead.id } as const;
  const mail = leadInstantAnswerEmail({ ...lead, locale: localeOf(lead.locale) });
  const mailRow = { ...mailJobRow(mail, { cause }), createdAt: new Date(createdAt.getTime() + 1) };
  const jobRows: TableRow[] = [
    queuedJobRow(mailRow),
    ...(due ? [queuedJobRow(jobRow(clockAlertJob, { leadId: lead.id }, { cause, runAt: due }))] : []),
  ];
  return { jobRows, answer: { subject: mail.subject, mailId: mailRow.id }, by: siteConfig().name };
}

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

/** Lets the mail runner draw the spec sheets the instant answers name (SPEC_SHEET_ATTACHMENT). */
export function registerSpecSheetAttachment() {
  registerAttachmentSource(SPEC_SHEET_ATTACHMENT, (params) =>
    specSheetAttachment(Number(params.module), localeOf(String(params.locale))),
  );
}
