import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser, newShipment, queuedMail } from '@/features/portal/shipment-operations/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, documents, notifications } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { createStorage, type Storage } from '@/server/storage';
import { reviewDocumentSchema, uploadDocumentSchema } from './document.schema';
import { documentFileResponse } from './document-file.server';
import { reviewDocument } from './document-review.server';
import { deleteDocument, listCustomerDocuments, readableDocument, uploadDocument } from './documents.server';
import { MAX_DOCUMENT_BYTES } from '@/lib/upload-limits';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'documents', 'shipments', 'notifications', 'form_submissions', 'user'],
);

// Each test gets an empty storage folder, as it gets empty tables.
let folder: string;
let files: Storage;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'documents-test-'));
  files = createStorage({ driver: 'disk', directory: folder });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const XML = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00"><NFe/></nfeProc>');
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...new Array(100).fill(0)]);

const NOT_FOUND = { code: 'NOT_FOUND', message: 'documents.error.notFound' };

const input = (bytes: Uint8Array<ArrayBuffer>, name: string, extra: Record<string, unknown> = {}) =>
  z.parse(uploadDocumentSchema, { file: new File([bytes], name), documentType: 'invoice', ...extra });
const upload = (
  owner: { id: string },
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  extra: Record<string, unknown> = {},
) => uploadDocument(owner, input(bytes, name, extra), files);
const review = (id: string, decision: string, reason?: string) =>
  reviewDocument(
    { id: 'staff', name: 'Ana staff', email: 'staff@example.com' },
    z.parse(reviewDocumentSchema, { documentId: id, decision, reason }),
  );

async function setup() {
  const staff = { ...(await addUser(handle, 'staff', { role: 'admin' })), role: 'admin' };
  const ana = await addUser(handle, 'ana', { locale: 'en' });
  const bia = await addUser(handle, 'bia');
  return { staff, ana, bia };
}

const rows = () => handle.db.select().from(documents);

describe(`documents on ${testEngine}`, () => {
  it('stores the bytes and a row waiting for review, typed from the content, under a safe name', async () => {
    const { ana } = await setup();
    const shipment = await newShipment(ana);
    const { id } = await upload(ana, PDF, '../Fatura\u202Enovembro.exe', {
      shipmentId: shipment.id,
      documentType: 'customs',
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      userId: 'ana',
      name: 'Fatura novembro.pdf',
      documentType: 'customs',
      contentType: 'application/pdf',
      sizeBytes: PDF.byteLength,
      status: 'pending',
      shipmentId: shipment.id,
    });
    expect(await files.getBytes(row!.storageKey)).toEqual(PDF);
  });

  it('refuses a file whose content is not an accepted kind, whatever its name, and keeps nothing', async () => {
    const { ana } = await setup();
    await expect(upload(ana, EXE, 'nota.pdf')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'documents.error.kind',
    });
    expect(await rows()).toHaveLength(0);
    expect(
      existsSync(path.join(folder, 'documents', 'ana')) ? readdirSync(path.join(folder, 'documents', 'ana')) : [],
    ).toEqual([]);
  });

  it('refuses an empty file and one over 20 MB before reading it', () => {
    const parse = (file: File) => z.safeParse(uploadDocumentSchema, { file, documentType: 'invoice' });
    expect(parse(new File([], 'vazio.pdf')).error?.issues[0]?.message).toBe('documents.error.fileRequired');
    expect(parse(new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'grande.pdf')).error?.issues[0]?.message).toBe(
      'documents.error.tooLarge',
    );
    expect(parse(new File([new Uint8Array(MAX_DOCUMENT_BYTES)], 'limite.pdf')).success).toBe(true);
  });

  it("refuses another customer's shipment", async () => {
    const { ana, bia } = await setup();
    const hers = await newShipment(bia);
    await expect(upload(ana, PDF, 'a.pdf', { shipmentId: hers.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'documents.error.shipment',
    });
    expect(await rows()).toHaveLength(0);
  });

  it('creates one document for a retried submission, and keeps one copy of the bytes', async () => {
    const { ana } = await setup();
    const submission = crypto.randomUUID();
    const first = await upload(ana, PDF, 'a.pdf', { submission });
    const again = await upload(ana, PDF, 'a.pdf', { submission });
    expect(again.id).toBe(first.id);
    expect(await rows()).toHaveLength(1);
    expect(await files.exists(`documents/ana/${first.id}`)).toBe(true);
  });

  it("searches by name or type, without case, in the reader's language", async () => {
    const { ana, bia } = await setup();
    await upload(ana, PDF, 'Contrato de locação.pdf', { documentType: 'contract' });
    await upload(ana, XML, 'NFe 123.xml', { documentType: 'invoice' });
    await upload(bia, PDF, 'nfe da bia.pdf', { documentType: 'invoice' });
    const names = async (query: string | undefined, locale: 'en' | 'pt-BR') =>
      (await listCustomerDocuments('ana', query, locale)).map((d) => d.name).sort();
    expect(await names(undefined, 'en')).toEqual(['Contrato de locação.pdf', 'NFe 123.xml']);
    expect(await names('nfe', 'en')).toEqual(['NFe 123.xml']);
    expect(await names('INVOICE', 'en')).toEqual(['NFe 123.xml']);
    expect(await names('fatura', 'pt-BR')).toEqual(['NFe 123.xml']);
    expect(await names('contrato', 'en')).toEqual(['Contrato de locação.pdf']);
    expect(await names('50%', 'en')).toEqual([]);
  });

  it('lets only the owner and staff read a document, and only the owner delete it', async () => {
    const { staff, ana, bia } = await setup();
    const { id } = await upload(ana, PDF, 'a.pdf');
    expect((await readableDocument(ana, id))?.id).toBe(id);
    expect((await readableDocument(staff, id))?.id).toBe(id);
    expect(await readableDocument(bia, id)).toBeUndefined();
    expect(await readableDocument(null, id)).toBeUndefined();
    expect(await readableDocument(ana, 'not-a-uuid')).toBeUndefined();
    await expect(deleteDocument(bia, id, files)).rejects.toMatchObject(NOT_FOUND);
    await expect(deleteDocument(staff, id, files)).rejects.toMatchObject(NOT_FOUND);
    await deleteDocument(ana, id, files);
    expect(await rows()).toHaveLength(0);
    expect(await files.exists(`documents/ana/${id}`)).toBe(false);
  });

  it('answers view and download with the bytes to the owner, and the same 404 to anyone else', async () => {
    const { ana, bia } = await setup();
    const pdf = await upload(ana, PDF, 'Declaração.pdf');
    const xml = await upload(ana, XML, 'nfe.xml');
    const get = (user: { id: string } | null, id: string, query = '') =>
      documentFileResponse(
        { params: { id }, url: new URL(`http://x/api/documents/${id}${query}`), locals: { user } as never },
        files,
      );

    const view = await get(ana, pdf.id);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; .*filename\*=UTF-8''Declara%C3%A7%C3%A3o\.pdf$/);
    expect(view.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(PDF);

    const download = await get(ana, pdf.id, '?download=1');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    // Never shown inline, even when asked to view it.
    expect((await get(ana, xml.id)).headers.get('content-disposition')).toMatch(/^attachment;/);

    for (const response of [
      await get(bia, pdf.id),
      await get(null, pdf.id),
      await get(ana, crypto.randomUUID()),
      await get(ana, '../../etc'),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Arquivo não encontrado.');
    }
  });

  it('tells the customer of the review by notification and email, in their language', async () => {
    const { ana } = await setup();
    const verified = await upload(ana, PDF, 'ok.pdf');
    const rejected = await upload(ana, PDF, 'blurry.pdf');
    await review(verified.id, 'verified');
    await review(rejected.id, 'rejected', 'Illegible scan');
    const byId = Object.fromEntries((await rows()).map((r) => [r.id, r]));
    expect(byId[verified.id]).toMatchObject({ status: 'verified', rejectReason: null, reviewedBy: 'staff' });
    expect(byId[rejected.id]).toMatchObject({ status: 'rejected', rejectReason: 'Illegible scan' });
    const notes = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, 'ana'))
      .orderBy(notifications.seq);
    expect(notes.map((n) => [n.title, n.body, n.link])).toEqual([
      ['Document ok.pdf: Verified', null, '/en/dashboard/documents'],
      ['Document blurry.pdf: Rejected', 'Reason: Illegible scan', '/en/dashboard/documents'],
    ]);
    const mail = await queuedMail(handle);
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatchObject({
      to: 'ana@example.com',
      subject: 'Document blurry.pdf: Rejected',
      causeKind: 'document',
      causeId: rejected.id,
    });
    expect(mail[1]!.text).toContain('Reason: Illegible scan');
    expect(mail[1]!.text).toContain('/en/dashboard/documents');
    const audit = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit.map((e) => [e.actorId, e.action, e.subjectKind, e.subjectId, e.before, e.after])).toEqual([
      [
        'staff',
        'document.verify',
        'document',
        verified.id,
        { status: 'pending' },
        { status: 'verified', rejectReason: null },
      ],
      [
        'staff',
        'document.reject',
        'document',
        rejected.id,
        { status: 'pending' },
        { status: 'rejected', rejectReason: 'Illegible scan' },
      ],
    ]);
  });

  it('reviews a document once, and a rejection needs its reason', async () => {
    const { ana } = await setup();
    const { id } = await upload(ana, PDF, 'a.pdf');
    expect(z.safeParse(reviewDocumentSchema, { documentId: id, decision: 'rejected' }).error?.issues[0]?.message).toBe(
      'documents.error.reason',
    );
    await review(id, 'verified');
    await expect(review(id, 'rejected', 'late')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'documents.error.notPending',
    });
    await expect(review(crypto.randomUUID(), 'verified')).rejects.toMatchObject(NOT_FOUND);
    expect(await queuedMail(handle)).toHaveLength(1);
  });
});
