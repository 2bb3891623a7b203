// Each report format read back by a parser (CSV parsed, XLSX opened with exceljs, PDF text
// extracted with pdfjs) and checked against the rows in the database: only the customer's own,
// only the range's, with accents, typed cells and neutralised formulas. Shipments, payments and
// documents.
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { charges, documents, shipments } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { takeSlot } from '@/server/work-slots';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { reportDialogProps } from './report-dialog.server';
import { seedShipments, shipmentSeed } from './report-fixtures';
import {
  buildReport,
  MAX_REPORTS_PER_USER,
  reportResponse,
  reportSlotKey,
  type ReportRequest,
} from './report-response.server';
import { translate, useTranslations } from '@/i18n/translate';

const NOW = new Date('2026-11-23T12:00:00Z');
let handle: DatabaseHandle;
/** Ana's documents in November, oldest first, as inserted (their ids come from the database). */
let anaDocs: { id: string; name: string }[];

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const run = (request: Partial<ReportRequest>) =>
  buildReport(
    { type: 'shipments', range: 'last_30_days', format: 'csv', locale: 'pt-BR', userId: 'ana', ...request },
    NOW,
  );

beforeAll(async () => {
  handle = await useTestDatabase();
  await handle.db.execute(sql`TRUNCATE shipments, charges, "user" CASCADE`);
  await addUser(handle, 'ana');
  await addUser(handle, 'bia');
  // 2,100 of Ana's in range, many sharing one instant, so the reader's pages split ties.
  const many = Array.from({ length: 2100 }, (_, i) =>
    shipmentSeed('ana', i, `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00Z`),
  );
  await seedShipments(handle.db, [
    ...many,
    shipmentSeed('ana', 9001, '2026-11-22T23:30:00Z', {
      origin: '=HYPERLINK("http://evil")',
      destination: 'São Gonçalo do Amarante/RN',
    }),
    shipmentSeed('ana', 9002, '2026-09-01T10:00:00Z', { origin: 'Outside range' }),
    shipmentSeed('bia', 1, '2026-11-20T10:00:00Z', { origin: 'Bia secret' }),
  ]);
  await handle.db.insert(charges).values([
    { userId: 'ana', description: 'Armazenagem novembro', amountCents: 123456, dueDate: '2026-11-10' },
    {
      userId: 'ana',
      description: 'Frete Recife',
      amountCents: 9990,
      dueDate: '2026-11-20',
      status: 'paid',
      paidOn: '2026-11-19',
      paymentMethod: 'pix',
    },
    { userId: 'ana', description: 'Dezembro', amountCents: 5000, dueDate: '2026-12-10' },
    { userId: 'bia', description: 'Bia secret charge', amountCents: 777, dueDate: '2026-11-15' },
  ]);
  const [linked] = await handle.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.trackingNumber, 'PLPana9001'));
  const doc = (
    userId: string,
    name: string,
    createdAt: string,
    extra: Partial<typeof documents.$inferInsert> = {},
  ) => ({
    userId,
    name,
    documentType: 'invoice' as const,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    storageKey: `test/${userId}/${name}`,
    createdAt: new Date(createdAt),
    ...extra,
  });
  const reviewedAt = new Date('2026-11-21T12:00:00Z');
  anaDocs = await handle.db
    .insert(documents)
    .values([
      doc('ana', 'fatura-nov.pdf', '2026-11-05T13:00:00Z', { shipmentId: linked!.id }),
      // 02:30 UTC on the 10th is still the 9th in Fortaleza.
      doc('ana', 'BL Conceição.pdf', '2026-11-10T02:30:00Z', {
        documentType: 'bl',
        sizeBytes: 1_234_567,
        status: 'verified',
        reviewedAt,
      }),
      doc('ana', 'awb.png', '2026-11-20T10:00:00Z', {
        documentType: 'awb',
        contentType: 'image/png',
        sizeBytes: 500,
        status: 'rejected',
        rejectReason: 'Ilegível',
        reviewedAt,
      }),
    ])
    .returning({ id: documents.id, name: documents.name });
  await handle.db
    .insert(documents)
    .values([doc('ana', 'old.pdf', '2026-09-01T10:00:00Z'), doc('bia', 'Bia secret doc.pdf', '2026-11-15T10:00:00Z')]);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

describe(`reports on ${testEngine}`, () => {
  it('CSV: UTF-8 with BOM, ";" in pt-BR, every own row in range once, formulas neutralised, nobody else\'s rows', async () => {
    const { fileName, stream } = await run({});
    expect(fileName).toBe('shipments_report_2026-11-23.csv');
    const raw = await bytes(stream);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(raw.toString('utf8').slice(1), { delimiter: ';' });
    expect(rows[0]).toEqual([
      'Código de rastreio',
      'Criado em',
      'Origem',
      'Destino',
      'Peso (kg)',
      'Status',
      'Última alteração',
      'Destinatário',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(2101);
    expect(new Set(body.map((r) => r[0])).size).toBe(2101);
    expect(body.some((r) => r.join().includes('Bia') || r.join().includes('Outside'))).toBe(false);
    const last = body.find((r) => r[0] === 'PLPana9001');
    // 23:30 UTC on the 22nd is 20:30 in Fortaleza; the formula starts with a quote so it stays text.
    expect(last).toEqual([
      'PLPana9001',
      '22/11/2026 20:30',
      `'=HYPERLINK("http://evil")`,
      'São Gonçalo do Amarante/RN',
      '12,5',
      'Pendente',
      '22/11/2026 20:30',
      'João Conceição',
    ]);
  });

  it('CSV in English uses "," and ISO dates', async () => {
    const { stream } = await run({ locale: 'en', type: 'payments', range: 'this_month' });
    const rows: string[][] = parse(await text(stream));
    expect(rows).toEqual([
      ['Description', 'Amount (R$)', 'Due date', 'State', 'Paid on', 'Payment method'],
      ['Armazenagem novembro', '1234.56', '2026-11-10', expect.any(String), '', ''],
      ['Frete Recife', '99.90', '2026-11-20', expect.any(String), '2026-11-19', 'Pix'],
    ]);
    expect(rows[1]?.[3]).not.toBe(rows[2]?.[3]);
  });

  it('XLSX: typed cells (dates, numbers, amounts in reais) and the overdue state', async () => {
    const { fileName, stream } = await run({ type: 'payments', range: 'this_month', format: 'xlsx' });
    expect(fileName).toBe('payments_report_2026-11-23.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await bytes(stream)).buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Armazenagem novembro');
    expect(first.getCell(2).value).toBe(1234.56);
    expect(first.getCell(2).numFmt).toContain('R$');
    expect(first.getCell(3).value).toEqual(new Date('2026-11-10T00:00:00Z'));
    expect(first.getCell(4).value).toBe('Vencida');
    expect(sheet.getRow(3).getCell(4).value).toBe('Paga');
    expect(sheet.getRow(3).getCell(5).value).toEqual(new Date('2026-11-19T00:00:00Z'));
  });

  it('PDF: brand, title, period, accents, the table across pages with its header on each, page numbers', async () => {
    const { fileName, stream } = await run({ format: 'pdf' });
    expect(fileName).toBe('shipments_report_2026-11-23.pdf');
    const pdf = await getDocument({ data: new Uint8Array(await bytes(stream)) }).promise;
    expect(pdf.numPages).toBeGreaterThan(2);
    const pageText = async (n: number) =>
      (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const first = await pageText(1);
    expect(first).toContain('Parque Logístico Parnamirim');
    expect(first).toContain('Envios');
    expect(first).toContain('Período: 25/10/2026 a 23/11/2026');
    expect(first).toContain('Página 1');
    const last = await pageText(pdf.numPages);
    expect(last).toContain('Código de rastreio');
    expect(last).toContain(`Página ${pdf.numPages}`);
    expect(pdf.numPages).toBeGreaterThan(1);
    let all = '';
    for (let n = 1; n <= pdf.numPages; n++) all += await pageText(n);
    expect(all).toContain('São Gonçalo do Amarante/RN');
    expect(all).not.toContain('Bia secret');
  }, 60_000);

  it('the dialog offers the three report types, documents last', () => {
    expect(reportDialogProps('pt-BR', NOW).choices.type).toEqual(['shipments', 'payments', 'documents']);
  });

  it('documents CSV: short id, translated type and status, local time, size in KB, shipment; only her own in range', async () => {
    const { fileName, stream } = await run({ type: 'documents', range: 'this_month' });
    expect(fileName).toBe('documents_report_2026-11-23.csv');
    const rows: string[][] = parse(await text(stream), { delimiter: ';' });
    const short = anaDocs.map((d) => d.id.slice(0, 8));
    expect(rows).toEqual([
      ['ID do documento', 'Nome', 'Tipo', 'Enviado em', 'Status', 'Tamanho (KB)', 'Envio'],
      [short[0], 'fatura-nov.pdf', 'Fatura', '05/11/2026 10:00', 'Em análise', '2', 'PLPana9001'],
      [short[1], 'BL Conceição.pdf', 'Conhecimento de embarque (B/L)', '09/11/2026 23:30', 'Verificado', '1205,6', ''],
      [short[2], 'awb.png', 'Conhecimento aéreo (AWB)', '20/11/2026 07:00', 'Rejeitado', '0,5', ''],
    ]);
  });

  it("documents XLSX in English: typed cells; PDF with the title and no one else's", async () => {
    const xlsx = await run({ type: 'documents', range: 'this_month', format: 'xlsx', locale: 'en' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await bytes(xlsx.stream)).buffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Document ID',
      'Name',
      'Type',
      'Uploaded',
      'Status',
      'Size (KB)',
      'Shipment',
    ]);
    expect(sheet.rowCount).toBe(4);
    const bl = sheet.getRow(3);
    expect(bl.getCell(2).value).toBe('BL Conceição.pdf');
    expect(bl.getCell(3).value).toBe('Bill of lading (B/L)');
    expect(bl.getCell(4).value).toEqual(new Date('2026-11-09T23:30:00Z'));
    expect(bl.getCell(6).value).toBe(1205.6);
    expect(sheet.getRow(2).getCell(7).value).toBe('PLPana9001');

    const pdf = await getDocument({
      data: new Uint8Array(await bytes((await run({ type: 'documents', range: 'this_year', format: 'pdf' })).stream)),
    }).promise;
    let all = '';
    for (let n = 1; n <= pdf.numPages; n++)
      all += (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(all).toContain('Relatório de documentos');
    expect(all).toContain('BL Conceição.pdf');
    expect(all).toContain('old.pdf');
    expect(all).not.toContain('Bia secret');
  }, 60_000);

  it('the dialog gives everyone their own rows, staff included; staff ask for all or one customer by name', async () => {
    const ask = async (query: string, user: { id: string; role: string }) => {
      const locals = { user, locale: 'pt-BR', t: useTranslations('pt-BR') } as unknown as App.Locals;
      const response = await reportResponse(
        { url: new URL(`http://site.test/api/reports?type=payments&range=this_year&format=csv&${query}`), locals },
        NOW,
      );
      return { status: response.status, body: response.status === 200 ? await response.text() : '' };
    };
    const staff = { id: 'ana', role: 'admin' };
    const own = await ask('', staff);
    expect(own.body).toContain('Armazenagem novembro');
    expect(own.body).not.toContain('Bia secret');
    expect((await ask('customer=all', staff)).body).toContain('Bia secret charge');
    expect((await ask('customer=bia', staff)).body).not.toContain('Armazenagem');
    expect((await ask('customer=all', { id: 'bia', role: 'user' })).status).toBe(403);
    // Another customer's id is nobody's to a customer; their own is theirs.
    expect((await ask('customer=ana', { id: 'bia', role: 'user' })).status).toBe(404);
    expect((await ask('customer=bia', { id: 'bia', role: 'user' })).body).not.toContain('Armazenagem');
    expect((await ask('', { id: 'bia', role: 'user' })).body).not.toContain('Armazenagem');
  });

  it("refuses a bad request with its status and a message in the request's language, naming the values allowed", async () => {
    const ask = async (query: string, user: { id: string; role: string } | null, locale: 'pt-BR' | 'en' = 'pt-BR') => {
      const locals = { user, locale } as unknown as App.Locals;
      const response = await reportResponse({ url: new URL(`http://site.test/api/reports?${query}`), locals }, NOW);
      return { status: response.status, text: await response.text() };
    };
    const ana = { id: 'ana', role: 'user' };
    const staff = { id: 'ana', role: 'admin' };
    const good = 'type=payments&range=this_year&format=csv';
    expect(await ask(good, null)).toEqual({ status: 401, text: translate('pt-BR', 'reports.error.signIn') });
    expect(await ask(`${good}&lang=en`, null)).toEqual({ status: 401, text: translate('en', 'reports.error.signIn') });
    expect(await ask('type=invoices&range=forever&format=csv&lang=en', ana)).toEqual({
      status: 400,
      text: 'Unknown report type. Use one of: shipments, payments, documents.',
    });
    expect(await ask('type=payments&range=forever&format=csv', ana, 'en')).toEqual({
      status: 400,
      text: translate('en', 'reports.error.badRange', {
        allowed: 'last_7_days, last_30_days, this_month, last_month, this_year',
      }),
    });
    // A language it does not know leaves the page's; a missing format is an unknown one.
    expect(await ask('type=payments&range=this_year&lang=fr', ana)).toEqual({
      status: 400,
      text: translate('pt-BR', 'reports.error.badFormat', { allowed: 'csv, pdf, xlsx' }),
    });
    // A customer that cannot be an account's (a NUL, a control character) is nobody's, never a 500.
    for (const customer of ['%00', 'bia%01', 'x%E2%80%AE'])
      expect((await ask(`${good}&customer=${customer}`, ana)).status).toBe(404);
    for (const customer of ['%00', 'nobody'])
      expect(await ask(`${good}&customer=${customer}`, staff)).toEqual({
        status: 400,
        text: translate('pt-BR', 'reports.error.badCustomer'),
      });
    expect((await ask(`${good}&customer=all`, ana, 'en')).text).toBe(translate('en', 'reports.error.forbidden'));
  });

  it('runs two reports at a time per account, counted with every other process: a third gets a 429', async () => {
    const ask = (user: { id: string; role: string }) =>
      reportResponse(
        {
          url: new URL('http://site.test/api/reports?type=payments&range=this_year&format=csv'),
          locals: { user, locale: 'pt-BR' } as unknown as App.Locals,
        },
        NOW,
      );
    const ana = { id: 'ana', role: 'user' };
    // Two of Ana's reports are being written, by this process or another one on the database.
    const held = [];
    for (let i = 0; i < MAX_REPORTS_PER_USER; i++)
      held.push(await takeSlot(handle.db, reportSlotKey('ana'), MAX_REPORTS_PER_USER, 60_000));
    const refused = await ask(ana);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(translate('pt-BR', 'reports.error.busy'));
    // Another account is not held up; once one of Ana's is done, hers runs again and frees its slot.
    expect(await (await ask({ id: 'bia', role: 'user' })).text()).toContain('Bia secret');
    await held[0]?.();
    expect(await (await ask(ana)).text()).toContain('Armazenagem');
    // Its slot is freed once its file has gone out (a moment after the last byte).
    const next = await vi.waitFor(async () => {
      const response = await ask(ana);
      expect(response.status).toBe(200);
      return response;
    });
    await next.text();
    await held[1]?.();
  });

  it('staff without a customer get every customer; a customer id narrows it', async () => {
    const everyone = parse(
      await text((await run({ type: 'payments', range: 'this_month', userId: undefined })).stream),
      { delimiter: ';' },
    );
    expect(everyone).toHaveLength(4);
    const bia = parse(await text((await run({ type: 'payments', range: 'this_month', userId: 'bia' })).stream), {
      delimiter: ';',
    });
    expect(bia.slice(1).map((r: string[]) => r[0])).toEqual(['Bia secret charge']);
    const docs: string[][] = parse(
      await text((await run({ type: 'documents', range: 'this_month', userId: undefined })).stream),
      { delimiter: ';' },
    );
    expect(docs.map((r) => r[1])).toEqual([
      'Nome',
      'fatura-nov.pdf',
      'BL Conceição.pdf',
      'Bia secret doc.pdf',
      'awb.png',
    ]);
  });
});
