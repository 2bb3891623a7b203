// A customer's documents: upload (bytes to the storage module, then the row, once per
// submission), the list with its search, reading a file, deleting one. Only the owner reaches a
// document here, and staff through readableDocument; everyone else finds nothing (a 404).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { DOCUMENT_TYPES, type DocumentType } from '@/lib/statuses/document';
import { db, type Database } from '@/server/db/client';
import { documents, shipments, type DocumentRow } from '@/server/db/schema';
import { containsPattern } from '@/server/db/search';
import { moduleLogger } from '@/server/observability';
import { submitOnce } from '@/server/forms/submissions';
import { isAdmin } from '@/server/guards';
import { refuse } from '@/server/refusal';
import { storage, type Storage } from '@/server/storage';
import { acceptUpload, safeFileName } from '@/server/uploads';
import type { UploadDocumentInput } from './document.schema';
import { DOCUMENT_UPLOAD } from './file-content';

interface Owner {
  id: string;
}

/** Where a document's bytes live: one folder per customer. */
const storageKeyOf = (userId: string, documentId: string) => `documents/${userId}/${documentId}`;

/**
 * Stores the file and records it as waiting for review. The type comes from the content (a picture
 * is kept without its metadata); a
 * shipment must be the owner's. A retry of the same submission returns the first document and
 * keeps no second copy of the bytes.
 */
export async function uploadDocument(owner: Owner, input: UploadDocumentInput, files: Storage = storage()) {
  const upload = await acceptUpload(new Uint8Array(await input.file.arrayBuffer()), DOCUMENT_UPLOAD);
  if (input.shipmentId) {
    const [own] = await db()
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.id, input.shipmentId), eq(shipments.userId, owner.id)));
    if (!own) refuse('BAD_REQUEST', 'documents.error.shipment');
  }
  const id = randomUUID();
  const storageKey = storageKeyOf(owner.id, id);
  // The bytes first: a row never points at nothing. If the row is not written, neither are they.
  await files.put(storageKey, upload.bytes, { contentType: upload.contentType });
  try {
    const result = await submitOnce('documents.upload', input.submission, async (tx) => {
      await tx.insert(documents).values({
        id,
        userId: owner.id,
        name: safeFileName(input.file.name, upload.kind, 'documento'),
        documentType: input.documentType,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey,
        shipmentId: input.shipmentId ?? null,
      });
      return { id };
    });
    if (result.id !== id) await files.delete(storageKey);
    return result;
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
}

/** The document types whose label (in `locale`) or code contains `query`. */
function typesMatching(query: string, locale: Locale): DocumentType[] {
  const wanted = query.toLocaleLowerCase(locale);
  return DOCUMENT_TYPES.filter(
    (type) =>
      type.includes(wanted) || translate(locale, `documents.type.${type}`).toLocaleLowerCase(locale).includes(wanted),
  );
}

/** Spec: search by name or document type, case-insensitive (the type as the user reads it too). */
export function documentSearch(query: string | undefined, locale: Locale) {
  if (!query) return undefined;
  const types = typesMatching(query, locale);
  return or(
    ilike(documents.name, containsPattern(query)),
    types.length > 0 ? inArray(documents.documentType, types) : undefined,
  );
}

export const listedDocument = {
  id: documents.id,
  name: documents.name,
  documentType: documents.documentType,
  contentType: documents.contentType,
  sizeBytes: documents.sizeBytes,
  status: documents.status,
  rejectReason: documents.rejectReason,
  createdAt: documents.createdAt,
  trackingNumber: shipments.trackingNumber,
};

/** The customer's documents matching the search, newest first. */
export function listCustomerDocuments(userId: string, query: string | undefined, locale: Locale) {
  return db()
    .select(listedDocument)
    .from(documents)
    .leftJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(and(eq(documents.userId, userId), documentSearch(query, locale)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export type ListedDocument = Awaited<ReturnType<typeof listCustomerDocuments>>[number];

/** The document if `reader` may read it (its owner, or staff); undefined for anyone else. */
export async function readableDocument(
  reader: (Owner & { role?: string | null }) | null | undefined,
  id: string,
): Promise<DocumentRow | undefined> {
  if (!reader || !isUuid(id)) return undefined;
  const [row] = await db().select().from(documents).where(eq(documents.id, id));
  if (!row || (row.userId !== reader.id && !isAdmin(reader))) return undefined;
  return row;
}

/** Deletes one of the owner's documents, row then bytes; another's is refused as not found. */
export async function deleteDocument(owner: Owner, documentId: string, files: Storage = storage()) {
  const [row] = await db()
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, owner.id)))
    .returning({ storageKey: documents.storageKey });
  if (!row) refuse('NOT_FOUND', 'documents.error.notFound');
  // After the row: a failure here leaves unreachable bytes, never a row without its file.
  await files
    .delete(row.storageKey)
    .catch((error: unknown) => moduleLogger('documents').warn({ err: error }, `could not delete ${row.storageKey}`));
}

/**
 * For an erasure on request (LGPD), in its transaction: deletes every document of `userId`; their
 * ids and storage keys, whose files the caller removes once the transaction has committed.
 */
export function eraseCustomerDocuments(tx: Database, userId: string) {
  return tx
    .delete(documents)
    .where(eq(documents.userId, userId))
    .returning({ id: documents.id, storageKey: documents.storageKey });
}
