// Erasing a person on request (LGPD art. 18): a customer's account, by themself (Settings →
// Privacy) or by staff, and a contact-form lead, by staff. One transaction erases or anonymises
// everything, keeps what the business must (charges, shipments and their history) without the
// person, queues the confirmation email and writes the privacy log (and, done by staff, the audit
// log: only the fact, never the person's data); document files go after commit.
// Callers have checked who asks (the person's password, or requireAdmin).
import { eq } from 'drizzle-orm';
import { deleteLeadsSentBy } from '@/features/sales/leads/lead-records.server';
import { anonymiseCustomerCharges } from '@/features/portal/charges/charges.server';
import { eraseCustomerDocuments } from '@/features/portal/documents/documents.server';
import { deleteUserNotifications } from '@/features/portal/notifications/notifications.server';
import { anonymiseCustomerShipments } from '@/features/portal/shipments/shipments.server';
import { anonymiseCustomerSupport } from '@/features/portal/support/support.server';
import { recordAudit, type AuditActor } from '@/server/audit';
import { deleteAccount } from '@/server/auth-records';
import { db, type Database } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { isAdmin } from '@/server/guards';
import { enqueueMail } from '@/server/mail';
import { moduleLogger } from '@/server/observability';
import { refuse } from '@/server/refusal';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';
import { erasureEmail } from './erasure.email';
import { redactText, searchTerms, termsPattern } from './personal-data';
import { recordPrivacy, type PrivacySubject } from './privacy-log.server';
import { forgetAuthTraces, redactAudit, redactJobs } from './redaction.server';

export interface ErasureRequest {
  /** The staff member acting on the person's request; null: the person themself. */
  actor: AuditActor | null;
  /** How the person asked (required from staff). */
  note?: string;
  now?: Date;
}

async function confirm(tx: Database, to: string, kind: PrivacySubject, locale: string | null, logId: string) {
  await enqueueMail(tx, erasureEmail({ kind }, { email: to, locale }), {
    cause: { kind: 'privacy', id: logId },
  });
}

/** Removes files after commit; a file that cannot go is logged (its row is gone, nothing points at it). */
async function removeFiles(keys: readonly string[], files: Storage) {
  for (const key of keys) {
    await files.delete(key).catch((error: unknown) => {
      if (!(error instanceof StorageNotFoundError))
        moduleLogger('privacy').error({ err: error }, `could not delete the erased file ${key}`);
    });
  }
}

/**
 * Erases the customer account `userId`: its profile, credentials, sessions, notifications,
 * documents (rows and files), leads with its address, and every email about it; shipments,
 * charges and support requests stay without the person. Staff accounts are refused.
 */
export async function eraseCustomer(userId: string, request: ErasureRequest, files: Storage = storage()) {
  const now = request.now ?? new Date();
  const erased = await db().transaction(async (tx) => {
    const [person] = await tx.select().from(user).where(eq(user.id, userId)).for('update');
    if (!person) refuse('NOT_FOUND', 'privacy.staff.error.notFound');
    if (isAdmin(person)) refuse('FORBIDDEN', 'privacy.error.staff');
    const theirLeads = await deleteLeadsSentBy(tx, person.email);
    const terms = searchTerms([
      person.name,
      `${person.firstName} ${person.lastName}`,
      person.email,
      person.phone,
      ...theirLeads.flatMap((l) => [l.fullName, l.phone]),
    ]);
    const pattern = termsPattern(terms);

    // Shipments, charges and support requests stay for the business's records, without the person.
    const shipmentIds = await anonymiseCustomerShipments(tx, userId);
    const chargeIds = await anonymiseCustomerCharges(tx, userId, pattern);
    const requestIds = await anonymiseCustomerSupport(tx, userId, pattern);
    await deleteUserNotifications(tx, userId);
    const docs = await eraseCustomerDocuments(tx, userId);
    const leadIds = theirLeads.map((l) => l.id);
    await redactJobs(
      tx,
      {
        pattern,
        causes: [
          { kind: 'user', ids: [userId] },
          { kind: 'lead', ids: leadIds },
          { kind: 'shipment', ids: shipmentIds },
          { kind: 'charge', ids: chargeIds },
          { kind: 'document', ids: docs.map((d) => d.id) },
          { kind: 'support', ids: requestIds },
        ],
      },
      now,
    );
    await forgetAuthTraces(tx, person);
    await redactAudit(tx, terms);

    const note = request.note && redactText(request.note, terms);
    const logId = await recordPrivacy(
      tx,
      { action: 'erase', subjectKind: 'customer', email: person.email, actorId: request.actor?.id ?? null, note },
      now,
    );
    if (request.actor)
      await recordAudit(tx, { actor: request.actor, action: 'account.erase', subject: { kind: 'user', id: userId } });
    // After the redaction above, so this one email survives it until it is sent.
    await confirm(tx, person.email, 'customer', person.locale, logId);
    // Charges and shipments keep their rows: their user_id becomes null (ON DELETE SET NULL).
    await deleteAccount(tx, userId);
    return { storageKeys: docs.map((d) => d.storageKey), logId };
  });
  await removeFiles(erased.storageKeys, files);
  return { logId: erased.logId };
}

/** Erases every contact-form lead sent with `email`, and the emails about them; none is refused as not found. */
export async function eraseLeads(email: string, request: ErasureRequest) {
  const now = request.now ?? new Date();
  return db().transaction(async (tx) => {
    const found = await deleteLeadsSentBy(tx, email);
    if (found.length === 0) refuse('NOT_FOUND', 'privacy.staff.error.notFound');
    // Only the emails the leads caused: the same address may also be a customer's, whose mail stays.
    await redactJobs(tx, { causes: [{ kind: 'lead', ids: found.map((l) => l.id) }] }, now);
    const terms = searchTerms([email, ...found.flatMap((l) => [l.fullName, l.phone])]);
    await redactAudit(tx, terms);
    const note = request.note && redactText(request.note, terms);
    const logId = await recordPrivacy(
      tx,
      { action: 'erase', subjectKind: 'lead', email, actorId: request.actor?.id ?? null, note },
      now,
    );
    // Only the fact: which lead, by whom; the person's data is gone.
    for (const lead of found) {
      if (request.actor)
        await recordAudit(tx, {
          actor: request.actor,
          action: 'lead.erase',
          subject: { kind: 'lead', id: lead.id },
        });
    }
    // To the address as the person typed it on the form, in the form's language.
    const [lead] = found;
    await confirm(tx, lead?.email ?? email.trim(), 'lead', lead?.locale ?? null, logId);
    return { logId, count: found.length };
  });
}
