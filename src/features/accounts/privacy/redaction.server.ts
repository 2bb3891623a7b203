// The pieces of an erasure that reach beyond the person's own rows: names and addresses inside
// free text the business keeps, queued and sent emails about them, and the auth module's traces
// (sessions, credentials, tokens, rate-limit counters). Each runs in the erasure's transaction.
import { redactAuditEntries } from '@/server/audit';
import { forgetAccountTraces } from '@/server/auth-records';
import type { Database } from '@/server/db/client';
import { redactJobPayloads, type JobMatch, type JobRedaction } from '@/server/jobs';
import { mailJob } from '@/server/mail';
import { forgetHitsLike } from '@/server/rate-limit';
import { freeSlotsEndingWith } from '@/server/work-slots';
import { emailFingerprint, ERASED_EMAIL, ERASED_TEXT, redactText, termsPattern } from './personal-data';

// An email keeps its place in the staff's mail log, with nothing of what it said or to whom.
const ERASED_JOBS: JobRedaction = {
  payloads: { [mailJob.name]: { to: ERASED_EMAIL, subject: ERASED_TEXT, text: ERASED_TEXT } },
  otherPayload: { erased: true },
  notRun: 'Not sent: its data was erased on request (LGPD).',
  // A delivery error may quote the address too.
  erasedError: ERASED_TEXT,
};

/**
 * Empties the payload of every job caused by one of `causes` or whose payload matches `pattern`;
 * one not yet run is given up (failed). Returns how many.
 */
export const redactJobs = (tx: Database, match: JobMatch, now = new Date()) =>
  redactJobPayloads(tx, match, ERASED_JOBS, now);

/** Key prefix of the privacy forms' own attempt counters (identity.server.ts), per user id. */
export const PRIVACY_LIMIT_PREFIX = 'privacy:';

/**
 * What the auth module keeps about the account besides its row: sessions (with addresses and
 * browsers), credentials, the second factor, pending tokens, the per-account counters, and the
 * slots of reports or exports still running for it.
 */
export async function forgetAuthTraces(tx: Database, person: { id: string; email: string }) {
  await forgetAccountTraces(tx, person);
  await forgetHitsLike(tx, [`%:${emailFingerprint(person.email)}`, `${PRIVACY_LIMIT_PREFIX}%:${person.id}`]);
  await freeSlotsEndingWith(tx, `:${person.id}`);
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `value` with every term replaced by ERASED_TEXT in each string it holds. */
function redactJson(value: Json, terms: readonly string[]): Json {
  if (typeof value === 'string') return redactText(value, terms);
  if (Array.isArray(value)) return value.map((v) => redactJson(v, terms));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactJson(v, terms)]));
  return value;
}

/**
 * The audit log keeps every staff action, with the person's names and addresses taken out of what
 * the entries recorded before and after (a charge's description, a lead's note). Returns how many.
 */
export async function redactAudit(tx: Database, terms: readonly string[]) {
  const pattern = termsPattern(terms);
  if (!pattern) return 0;
  return redactAuditEntries(tx, pattern, (recorded) => redactJson(recorded as Json, terms));
}
