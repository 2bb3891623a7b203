// Storing a lead: rate limit, honeypot, then the lead (with its first-response deadline), its
// notification email, its instant answer and deadline alert (src/features/sales/clock) and its
// once-only key written by one statement, so the visitor only sees success once all are durable. Two round
// trips to the database in all: the contact form is what a campaign sends visitors to. The
// per-address limit counts in the database (src/server/rate-limit.ts): every app process on one
// PostgreSQL shares it. A module that does not exist is refused by the leads table's foreign key.
import { asc } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import { config } from '@/server/config';
import { db } from '@/server/db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '@/server/db/errors';
import { modules } from '@/server/db/schema';
import { queuedJobRow } from '@/server/jobs';
import { insertOnce } from '@/server/forms/submissions';
import { mailJobRow, wakeMailRunner } from '@/server/mail';
import { countHit, hitTemplate, hitValues, sweepOldHits } from '@/server/rate-limit';
import { HONEYPOT_FIELD, type Lead, type LeadInput } from './lead.schema';
import { leadNotificationEmail } from './lead-notification.email';
import { refuse } from '@/server/refusal';
import { firstResponseDue } from '@/features/sales/clock';
import { newLeadRows } from '@/features/sales/leads/lead-records.server';

export type SubmitLeadResult =
  | { status: 'stored'; leadId: string }
  /** The honeypot was filled: the bot is told it worked, nothing is kept. */
  | { status: 'ignored' };

// A site path such as '/' or '/en', never a URL: it is shown to the sales team as a link.
const PAGE_PATTERN = /^\/(?!\/)[^\s\\]{0,300}$/;

function normalise(input: LeadInput): Lead {
  return {
    ...input,
    locale: isLocale(input.locale) ? input.locale : defaultLocale,
    pagina: input.pagina && PAGE_PATTERN.test(input.pagina) ? input.pagina : '/',
  };
}

/** The contact form's window: LEADS_PER_MINUTE posts per client address. */
const LEADS_WINDOW_SECONDS = 60;
const leadsLimitKey = (ip: string) => `leads:${ip}`;

/** Counts one post from `ip`; false once the address has used up its minute. */
export async function withinLeadLimit(ip: string, now: Date) {
  const hits = await countHit(db(), leadsLimitKey(ip), LEADS_WINDOW_SECONDS, now);
  return hits <= config().leadsPerMinute;
}

/** The module numbers visitors can pick, in order. */
export async function listModuleNumbers(): Promise<number[]> {
  const rows = await db().select({ number: modules.number }).from(modules).orderBy(asc(modules.number));
  return rows.map((r) => r.number);
}

/**
 * The once-only key of a lead: the form's submission key plus a digest of what was written. The
 * home page is served from a shared cache (src/server/http/page-cache.ts), so two visitors can
 * hold the same submission key: their different leads must both be kept, while a retry of the
 * same post (a double click, a reload after a dropped connection) still creates nothing twice.
 */
export function leadOnceKey(input: Lead): string | undefined {
  if (!input.submission) return undefined;
  const written = [
    input.nome_completo,
    input.email,
    input.celular,
    input.mensagem ?? '',
    input.modulo ?? '',
    input.locale,
    input.pagina,
  ];
  return `${input.submission}:${createHash('sha256').update(JSON.stringify(written)).digest('base64url')}`;
}

export async function submitLead(raw: LeadInput, request: { ip: string; now?: number }): Promise<SubmitLeadResult> {
  const now = new Date(request.now ?? Date.now());
  const input = normalise(raw);
  if (input[HONEYPOT_FIELD]) {
    if (!(await withinLeadLimit(request.ip, now))) refuse('TOO_MANY_REQUESTS', 'leads.error.rateLimited');
    return { status: 'ignored' };
  }
  const cfg = config();
  const leadId = randomUUID();
  const due = await firstResponseDue(now);
  const lead = {
    id: leadId,
    fullName: input.nome_completo,
    email: input.email,
    phone: input.celular,
    message: input.mensagem || null,
    moduleNumber: input.modulo ?? null,
    locale: input.locale,
    page: input.pagina,
  };
  const notification = queuedJobRow({
    ...mailJobRow(leadNotificationEmail(input, cfg.leadsNotifyTo), { cause: { kind: 'lead', id: leadId } }),
    createdAt: now,
  });
  await sweepOldHits(db(), now);
  const limit = {
    hit: hitTemplate(db()),
    values: hitValues(leadsLimitKey(request.ip), LEADS_WINDOW_SECONDS, now),
    max: cfg.leadsPerMinute,
  };
  // The lead first, then its notification (the lead's first email), then its instant answer.
  const [leadRow, ...answer] = newLeadRows(lead, due, now);
  const outcome = await insertOnce(
    'leads.submit',
    leadOnceKey(input),
    { leadId },
    [leadRow!, notification, ...answer],
    limit,
  ).catch((error: unknown) => {
    if (input.modulo !== undefined && isPgError(error, FOREIGN_KEY_VIOLATION))
      refuse('BAD_REQUEST', 'leads.error.module');
    throw error;
  });
  if (outcome.status === 'limited') refuse('TOO_MANY_REQUESTS', 'leads.error.rateLimited');
  wakeMailRunner();
  return { status: 'stored', leadId: outcome.result.leadId };
}
