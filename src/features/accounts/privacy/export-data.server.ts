// Everything the site holds about one customer, read in one consistent snapshot for the data
// export (LGPD art. 18, II and V): the profile and sign-ins, shipments with their history,
// notifications, documents, charges, support requests and contact-form messages sent with the
// same address. Only rows of that customer; secrets (password hash, tokens, 2FA secret) never.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import {
  account,
  charges,
  documents,
  leads,
  notifications,
  session,
  shipmentEvents,
  shipments,
  supportMessages,
  supportRequests,
  user,
} from '@/server/db/schema';
import { listedDocument } from '@/features/portal/documents/documents.server';
import { recordPrivacy } from './privacy-log.server';

/** Where a document's file is in the archive. */
export const documentPath = (doc: { id: string; name: string }) => `documents/${doc.id}-${doc.name}`;

/** The rows' children, read in one query (none when there are no rows), to look up by parent id. */
async function childrenOf<Child>(
  rows: { id: string }[],
  read: (ids: string[]) => Promise<Child[]>,
  parentId: (child: Child) => string,
) {
  const children = rows.length === 0 ? [] : await read(rows.map((r) => r.id));
  return (id: string) => children.filter((child) => parentId(child) === id);
}

async function profileOf(tx: Database, userId: string) {
  const [profile] = await tx
    .select({
      id: user.id,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      locale: user.locale,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return undefined;
  const signInMethods = await tx
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await tx
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  return { ...profile, signInMethods, sessions };
}

async function shipmentsOf(tx: Database, userId: string) {
  const rows = await tx.select().from(shipments).where(eq(shipments.userId, userId)).orderBy(asc(shipments.createdAt));
  const eventsOf = await childrenOf(
    rows,
    (ids) =>
      tx.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, ids)).orderBy(asc(shipmentEvents.id)),
    (e) => e.shipmentId,
  );
  // Who made each change, without naming staff members: the customer, the staff, or the system.
  const by = (actorId: string | null) => (actorId === null ? 'system' : actorId === userId ? 'customer' : 'staff');
  return rows.map(({ userId: _owner, ...shipment }) => ({
    ...shipment,
    events: eventsOf(shipment.id).map((e) => ({
      status: e.status,
      place: e.place,
      note: e.note,
      by: by(e.actorId),
      createdAt: e.createdAt,
    })),
  }));
}

function notificationsOf(tx: Database, userId: string) {
  return tx
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.seq));
}

function documentsOf(tx: Database, userId: string) {
  return tx
    .select({ ...listedDocument, reviewedAt: documents.reviewedAt, storageKey: documents.storageKey })
    .from(documents)
    .leftJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt));
}

function chargesOf(tx: Database, userId: string) {
  return tx
    .select({
      id: charges.id,
      description: charges.description,
      amountCents: charges.amountCents,
      currency: sql<string>`'BRL'`,
      dueDate: charges.dueDate,
      status: charges.status,
      paidOn: charges.paidOn,
      paymentMethod: charges.paymentMethod,
      cancelReason: charges.cancelReason,
      trackingNumber: shipments.trackingNumber,
      moduleNumber: charges.moduleNumber,
      createdAt: charges.createdAt,
    })
    .from(charges)
    .leftJoin(shipments, eq(shipments.id, charges.shipmentId))
    .where(eq(charges.userId, userId))
    .orderBy(asc(charges.dueDate));
}

async function supportOf(tx: Database, userId: string) {
  const requests = await tx
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.createdAt));
  const messagesOf = await childrenOf(
    requests,
    (ids) =>
      tx
        .select()
        .from(supportMessages)
        .where(inArray(supportMessages.requestId, ids))
        .orderBy(asc(supportMessages.createdAt)),
    (m) => m.requestId,
  );
  return requests.map(({ userId: _owner, ...request }) => ({
    ...request,
    messages: messagesOf(request.id).map((m) => ({ fromStaff: m.fromStaff, body: m.body, createdAt: m.createdAt })),
  }));
}

function leadsOf(tx: Database, email: string) {
  return tx
    .select({
      fullName: leads.fullName,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      moduleNumber: leads.moduleNumber,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(leads.createdAt));
}

/**
 * The customer's data, and the export recorded in the privacy log (same transaction); undefined
 * when there is no such account.
 */
export async function collectAccountData(userId: string, now = new Date()) {
  return db().transaction(
    async (tx) => {
      const profile = await profileOf(tx, userId);
      if (!profile) return undefined;
      const docs = await documentsOf(tx, userId);
      const data = {
        profile,
        shipments: await shipmentsOf(tx, userId),
        notifications: await notificationsOf(tx, userId),
        documents: docs.map(({ storageKey: _key, ...doc }) => ({ ...doc, file: documentPath(doc) })),
        charges: await chargesOf(tx, userId),
        support: await supportOf(tx, userId),
        contactMessages: await leadsOf(tx, profile.email),
      };
      await recordPrivacy(tx, { action: 'export', subjectKind: 'customer', email: profile.email, actorId: null }, now);
      return {
        data,
        files: docs.map((d) => ({ path: documentPath(d), storageKey: d.storageKey, modified: d.createdAt })),
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;
