// Each report format read back by a parser (CSV parsed, XLSX opened with exceljs, PDF text
// extracted with pdfjs) and checked against the rows in the database: only the customer's own,
// only the range's, with accents, typed cells and neutralised formulas.
import { text } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { charges } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { addUser } from '@/features/shipments/test-fixtures';
import { seedShipments, shipmentSeed } from './report-fixtures';
import { buildReport, reportResponse, type ReportRequest } from './report-response.server';
import { useTranslations } from '@/i18n/translate';

const NOW = new Date('2026-11-23T12:00:00Z');
let handle: DatabaseHandle;

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const run = (request: Partial<ReportRequest>) =>
  buildReport({ type: 'shipments', range: 'last_30_days', format: 'csv', locale: 'pt-BR', userId: 'ana', ...request }, NOW);

beforeAll(async () => {
  handle = await useTestDatabase();
  await handle.db.execute(sql`TRUNCATE shipments, charges, "user" CASCADE`);
  await addUser(handle, 'ana');
  await addUser(handle, 'bia');
  // 2,100 of Ana's in range, many sharing one instant, so the reader's pages split ties.
  const many = Array.from({ length: 2100 }, (_, i) => shipmentSeed('ana', i, `2026-11-${String(1 + (i % 20)).padStart(2, '0')}T10:00:00Z`));
  await seedShipments(handle.db, [
    ...many,
    shipmentSeed('ana', 9001, '2026-11-22T23:30:00Z', { origin: '=HYPERLINK("http://evil")', destination: 'São Gonçalo do Amarante/RN' }),
    shipmentSeed('ana', 9002, '2026-09-01T10:00:00Z', { origin: 'Outside range' }),
    shipmentSeed('bia', 1, '2026-11-20T10:00:00Z', { origin: 'Bia secret' }),
  ]);
  await handle.db.insert(charges).values([
    { userId: 'ana', description: 'Armazenagem novembro', amountCents: 123456, dueDate: '2026-11-10' },
    { userId: 'ana', description: 'Frete Recife', amountCents: 9990, dueDate: '2026-11-20', status: 'paid', paidOn: '2026-11-19', paymentMethod: 'pix' },
    { userId: 'ana', description: 'Dezembro', amountCents: 5000, dueDate: '2026-12-10' },
    { userId: 'bia', description: 'Bia secret charge', amountCents: 777, dueDate: '2026-11-15' },
  ]);
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
    expect(rows[0]).toEqual(['Código de rastreio', 'Criado em', 'Origem', 'Destino', 'Peso (kg)', 'Status', 'Última alteração', 'Destinatário']);
    const body = rows.slice(1);
    expect(body).toHaveLength(2101);
    expect(new Set(body.map((r) => r[0])).size).toBe(2101);
    expect(body.some((r) => r.join().includes('Bia') || r.join().includes('Outside'))).toBe(false);
    const last = body.find((r) => r[0] === 'PLPana9001');
    // 23:30 UTC on the 22nd is 20:30 in Fortaleza; the formula starts with a quote so it stays text.
    expect(last).toEqual(['PLPana9001', '22/11/2026 20:30', `'=HYPERLINK("http://evil")`, 'São Gonçalo do Amarante/RN', '12,5', 'Pendente', '22/11/2026 20:30', 'João Conceição']);
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
    const pageText = async (n: number) => (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const first = await pageText(1);
    expect(first).toContain('Parque Logístico Parnamirim');
    expect(first).toContain('Envios');
    expect(first).toContain('Período: 25/10/2026 a 23/11/2026');
    expect(first).toContain(`Página 1 de ${pdf.numPages}`);
    const last = await pageText(pdf.numPages);
    expect(last).toContain('Código de rastreio');
    expect(last).toContain(`Página ${pdf.numPages} de ${pdf.numPages}`);
    let all = '';
    for (let n = 1; n <= pdf.numPages; n++) all += await pageText(n);
    expect(all).toContain('São Gonçalo do Amarante/RN');
    expect(all).not.toContain('Bia secret');
  }, 60_000);

  it('the dialog gives everyone their own rows, staff included; staff ask for all or one customer by name', async () => {
    const ask = async (query: string, user: { id: string; role: string }) => {
      const locals = { user, locale: 'pt-BR', t: useTranslations('pt-BR') } as unknown as App.Locals;
      const response = await reportResponse({ url: new URL(`http://site.test/api/reports?type=payments&range=this_year&format=csv&${query}`), locals }, NOW);
      return { status: response.status, body: response.status === 200 ? await response.text() : '' };
    };
    const staff = { id: 'ana', role: 'admin' };
    const own = await ask('', staff);
    expect(own.body).toContain('Armazenagem novembro');
    expect(own.body).not.toContain('Bia secret');
    expect((await ask('customer=all', staff)).body).toContain('Bia secret charge');
    expect((await ask('customer=bia', staff)).body).not.toContain('Armazenagem');
    expect((await ask('customer=all', { id: 'bia', role: 'user' })).status).toBe(403);
    expect((await ask('', { id: 'bia', role: 'user' })).body).not.toContain('Armazenagem');
  });

  it('staff without a customer get every customer; a customer id narrows it', async () => {
    const everyone = parse((await text((await run({ type: 'payments', range: 'this_month', userId: undefined })).stream)), { delimiter: ';' });
    expect(everyone).toHaveLength(4);
    const bia = parse((await text((await run({ type: 'payments', range: 'this_month', userId: 'bia' })).stream)), { delimiter: ';' });
    expect(bia.slice(1).map((r: string[]) => r[0])).toEqual(['Bia secret charge']);
  });
});
