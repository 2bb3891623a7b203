// The catalogue as the spec names it, and GET /api/document-templates/[file]: each template in each
// language as a download with the right headers; anything else a plain 404.
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { GET } from '@/pages/api/document-templates/[file]';
import { translate } from '@/i18n/translate';
import { templateFile } from './template-file.server';
import { templateResponse } from './template-response.server';
import { TEMPLATE_IDS, TEMPLATES, templateDownloadPath } from './templates';

const get = (file: string | undefined, query = '') =>
  templateResponse(file, new URL(`http://localhost/api/document-templates/${file ?? ''}${query}`));

describe('document templates', () => {
  it('are the five of the spec, named and grouped in both languages', () => {
    const row = (locale: 'en' | 'pt-BR') =>
      TEMPLATES.map((t) => [t.id, translate(locale, t.name), t.type, translate(locale, t.category)]);
    expect(row('en')).toEqual([
      ['TPL-001', 'Commercial Invoice Template', 'invoice', 'International'],
      ['TPL-002', 'Bill of Lading Template', 'bl', 'Sea Freight'],
      ['TPL-003', 'Air Waybill Template', 'awb', 'Air Freight'],
      ['TPL-004', 'Customs Declaration Form', 'customs', 'Customs'],
      ['TPL-005', 'Dangerous Goods Declaration', 'dangerous', 'Compliance'],
    ]);
    expect(row('pt-BR').map((r) => r[3])).toEqual([
      'Internacional',
      'Frete Marítimo',
      'Frete Aéreo',
      'Alfândega',
      'Conformidade',
    ]);
    expect(row('pt-BR')[0]?.[1]).toBe('Modelo de Fatura Comercial');
    expect(TEMPLATES.map((t) => t.format)).toEqual(['xlsx', 'pdf', 'pdf', 'pdf', 'pdf']);
  });

  it('are built once per language and then served from memory', async () => {
    const first = await templateFile('TPL-002', 'en');
    expect(await templateFile('TPL-002', 'en')).toBe(first);
    expect((await templateFile('TPL-002', 'pt-BR')).bytes).not.toBe(first.bytes);
  });

  it.each(TEMPLATE_IDS)('%s downloads in Portuguese by default and in English with ?lang=en', async (id) => {
    for (const [query, locale] of [
      ['', 'pt-BR'],
      ['?lang=pt-BR', 'pt-BR'],
      ['?lang=en', 'en'],
    ] as const) {
      const file = await templateFile(id, locale);
      const response = await get(id, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(file.contentType);
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="${file.filename}"; filename*=UTF-8''${file.filename}`,
      );
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
      const body = new Uint8Array(await response.arrayBuffer());
      expect(body.byteLength).toBeGreaterThan(5000);
      expect(Buffer.from(body).equals(Buffer.from(file.bytes))).toBe(true);
      expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
    }
    // Serving did not take the cached bytes away.
    expect((await templateFile(id, 'en')).bytes.byteLength).toBeGreaterThan(5000);
  });

  it('answers 404 in plain text for an unknown template or language', async () => {
    for (const [file, query] of [
      ['TPL-999', ''],
      ['tpl-001', ''],
      ['TPL-001.pdf', ''],
      ['..%2Fpackage.json', ''],
      [undefined, ''],
      ['TPL-001', '?lang=fr'],
      ['TPL-001', '?lang=EN'],
      ['TPL-001', '?lang='],
    ] as const) {
      const response = await get(file, query);
      expect(response.status, `${file}${query}`).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/^(Modelo não encontrado|Template not found)\.$/);
    }
    expect(await (await get('TPL-999', '?lang=en')).text()).toBe('Template not found.');
  });

  it("are linked by a path the route answers, its 404 in the visitor's language when ?lang is wrong", async () => {
    const route = (path: string, locale: 'en' | 'pt-BR') => {
      const url = new URL(path, 'http://localhost');
      return GET({ params: { file: url.pathname.split('/').pop() }, url, locals: { locale } } as unknown as APIContext);
    };
    const response = await route(templateDownloadPath('TPL-003', 'en'), 'pt-BR');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain('TPL-003-air-waybill.pdf');
    expect(await (await route('/api/document-templates/TPL-003?lang=de', 'en')).text()).toBe('Template not found.');
  });
});
