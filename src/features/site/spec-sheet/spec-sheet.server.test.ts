// The spec sheet a visitor downloads (or a lead receives): a valid PDF that names its module, its
// areas in the reader's number format, its technical features and the business's current address.
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { saveSiteIdentity } from '@/features/site/site-settings/admin-site.server';
import { siteIdentitySchema } from '@/features/site/site-settings/site-identity.schema';
import { VALID_IDENTITY_FORM } from '@/features/site/site-settings/test-fixtures';
import { z } from '@/lib/forms/zod';
import type { DatabaseHandle } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { moduleSpecSheetPdf } from './spec-sheet.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'site_identity', 'user']);
beforeEach(async () => {
  await handle.db.update(modules).set({ status: 'available', storageArea: '1490.62' }).where(eq(modules.number, 7));
});

// pdfjs reads the built-in fonts' metrics from its own files.
const FONTS = 'node_modules/pdfjs-dist/standard_fonts/';

/** The PDF's text, one line per item pdfjs reads, with plain spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  return { pages: pdf.numPages, text: items.join('\n').replace(/[\u00a0\u202f]/g, ' ') };
}

async function sheet(number: number, locale: 'pt-BR' | 'en') {
  const file = await moduleSpecSheetPdf(number, locale);
  if (!file) throw new Error(`no sheet for module ${number}`);
  return { ...file, ...(await pdfText(file.bytes)) };
}

describe(`a module's spec sheet (${testEngine})`, () => {
  it('names the module, its areas, features and the address, in Portuguese on one page', async () => {
    const { bytes, fileName, pages, text } = await sheet(7, 'pt-BR');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(fileName).toBe('ficha-tecnica-modulo-7.pdf');
    expect(pages).toBe(1);
    expect(text).toContain('Ficha técnica — Módulo 7');
    expect(text).toContain('Módulo 7 · Disponível');
    for (const figure of ['1.490,62', '180,00', '136,00', '71,98', '6,63', '1.885,23'])
      expect(text, figure).toContain(figure);
    expect(text).toContain('Vão livre');
    expect(text).toContain('22,50 m');
    expect(text).toContain('6 ton por m²');
    expect(text).toContain('Sistema de combate a incêndio');
    expect(text).toContain('Rodovia BR-101, km 95, s/n, Distrito Industrial, Parnamirim/RN, CEP 59150-000');
    expect(text).toContain('(84) 3272-0000');
    expect(text).toContain('comercial@parquelogisticoparnamirim.com.br');
  });

  it('speaks English with English number formats', async () => {
    const { fileName, text } = await sheet(7, 'en');
    expect(fileName).toBe('spec-sheet-module-7.pdf');
    expect(text).toContain('Spec sheet — Module 7');
    expect(text).toContain('Module 7 · Available');
    for (const figure of ['1,490.62', '180.00', '1,885.23']) expect(text, figure).toContain(figure);
    expect(text).not.toContain('1.490,62');
    expect(text).toContain('Floor load');
    expect(text).toContain('Fire protection system');
  });

  it('shows what the staff changed: a module’s figures and status, the business’s address', async () => {
    await handle.db.update(modules).set({ status: 'leased', storageArea: '1500.5' }).where(eq(modules.number, 7));
    await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
    const form = z.parse(siteIdentitySchema, { ...VALID_IDENTITY_FORM, street: 'Avenida Nova, 100' });
    await saveSiteIdentity({ id: 'staff', name: 'Ana staff', email: 'staff@example.com' }, form);
    const { text } = await sheet(7, 'pt-BR');
    expect(text).toContain('Módulo 7 · Alugado');
    expect(text).toContain('1.500,50');
    expect(text).toContain('Avenida Nova, 100');
  });

  it('prints a description written in Markdown as its words, without the marks', async () => {
    await handle.db
      .update(modules)
      .set({ descriptionPt: 'Galpão com **pé-direito alto** e [planta](https://example.com/p.pdf)' })
      .where(eq(modules.number, 7));
    const { text } = await sheet(7, 'pt-BR');
    expect(text).toContain('Galpão com pé-direito alto e planta');
    expect(text).not.toContain('**');
    expect(text).not.toContain('](https://');
  });

  it('keeps one page with everything on it whatever the length of the texts the staff write', async () => {
    const description = 'Galpão com docas e rampa. '.repeat(60);
    await handle.db.update(modules).set({ descriptionPt: description }).where(eq(modules.number, 7));
    const { pages, text } = await sheet(7, 'pt-BR');
    expect(pages).toBe(1);
    expect(text).toContain('…');
    for (const kept of ['1.885,23', 'Planta baixa do galpão — Módulo 7', 'comercial@parquelogisticoparnamirim.com.br'])
      expect(text, kept).toContain(kept);
  });

  it('describes an end module without a mezzanine from its own row', async () => {
    const { text } = await sheet(18, 'pt-BR');
    expect(text).toContain('Ficha técnica — Módulo 18');
    expect(text).toContain('1.507,19');
    expect(text).toContain('1.721,80');
    expect(text).toContain('22,75 m');
  });

  it('has no sheet for a module that does not exist', async () => {
    expect(await moduleSpecSheetPdf(99, 'pt-BR')).toBeNull();
  });
});
