// The record of LGPD requests carried out (table privacy_log): written in the transaction that
// does the export or the erasure, read by the staff's privacy page.
import { desc, eq } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import { privacyLog, user } from '@/server/db/schema';
import { emailFingerprint } from './personal-data';

export type PrivacyAction = (typeof privacyLog.$inferInsert)['action'];
export type PrivacySubject = (typeof privacyLog.$inferInsert)['subjectKind'];

export interface PrivacyEntry {
  action: PrivacyAction;
  subjectKind: PrivacySubject;
  /** The subject's address: only its fingerprint is stored. */
  email: string;
  /** The staff member who acted; null when the person did it themself. */
  actorId: string | null;
  note?: string;
}

/** Writes one entry in `tx`; returns its id. */
export async function recordPrivacy(tx: Database, entry: PrivacyEntry, now = new Date()): Promise<string> {
  const [row] = await tx
    .insert(privacyLog)
    .values({
      action: entry.action,
      subjectKind: entry.subjectKind,
      subjectFingerprint: emailFingerprint(entry.email),
      actorId: entry.actorId,
      note: entry.note ?? null,
      createdAt: now,
    })
    .returning({ id: privacyLog.id });
  if (!row) throw new Error('recordPrivacy: the insert returned no row');
  return row.id;
}

/** Entries the staff page shows: the newest, and it says so. */
export const PRIVACY_LOG_SHOWN = 50;

/** The newest entries, with the acting staff member's name (null: the person themself, or gone). */
export function listPrivacyLog(limit = PRIVACY_LOG_SHOWN) {
  return db()
    .select({
      id: privacyLog.id,
      action: privacyLog.action,
      subjectKind: privacyLog.subjectKind,
      subjectFingerprint: privacyLog.subjectFingerprint,
      actorId: privacyLog.actorId,
      actorName: user.name,
      note: privacyLog.note,
      createdAt: privacyLog.createdAt,
    })
    .from(privacyLog)
    .leftJoin(user, eq(user.id, privacyLog.actorId))
    .orderBy(desc(privacyLog.createdAt), desc(privacyLog.id))
    .limit(limit);
}

export type PrivacyLogRow = Awaited<ReturnType<typeof listPrivacyLog>>[number];
