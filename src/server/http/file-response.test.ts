import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '@/server/observability/logger.test-support';
import { createStorage, type Storage } from '@/server/storage';
import { contentDisposition } from './content-disposition';
import { fileResponse, serveStoredFile, type StoredFileOptions } from './file-response';

const bytes = new TextEncoder().encode('olá, mundo');

describe('fileResponse', () => {
  it('sends bytes as a private download under its name, never sniffed, with their length', async () => {
    const response = fileResponse(bytes, {
      fileName: 'relatório 2026-11-24.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="relatorio 2026-11-24.csv"; filename*=UTF-8''relat%C3%B3rio%202026-11-24.csv`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.byteLength),
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('sends a Node stream or a web stream as it is read', async () => {
    const node = fileResponse(Readable.from([Buffer.from('um '), Buffer.from('dois')]), {
      fileName: 'a.txt',
      contentType: 'text/plain',
    });
    expect(await node.text()).toBe('um dois');
    expect(node.headers.get('content-length')).toBeNull();
    const web = fileResponse(new Blob([bytes]).stream(), {
      fileName: 'b.pdf',
      contentType: 'application/pdf',
      size: 11,
    });
    expect(web.headers.get('content-length')).toBe('11');
    expect(new Uint8Array(await web.arrayBuffer())).toEqual(bytes);
  });

  it('shows a file inline, lets a public one be cached and adds what its kind needs', () => {
    const response = fileResponse(bytes, {
      fileName: 'Declaração.pdf',
      contentType: 'application/pdf',
      disposition: 'inline',
      cacheControl: 'public, max-age=86400',
      headers: { 'Content-Security-Policy': 'sandbox', 'Cache-Control': 'no-cache' },
    });
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Declaracao.pdf"; /);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('a file name in Content-Disposition', () => {
  it('is ASCII for old clients and the real name, percent-encoded, for the rest', () => {
    expect(contentDisposition('attachment', 'Contrato "final" ção.pdf')).toBe(
      `attachment; filename="Contrato _final_ cao.pdf"; filename*=UTF-8''Contrato%20%22final%22%20%C3%A7%C3%A3o.pdf`,
    );
    expect(contentDisposition('inline', "a'b(c)*\\d.txt")).toBe(
      `inline; filename="a'b(c)*_d.txt"; filename*=UTF-8''a%27b%28c%29%2A%5Cd.txt`,
    );
  });

  it('never carries a line break, a control or half a character into the header', () => {
    const header = contentDisposition('attachment', 'nota\r\nSet-Cookie: x=1\u0000\uD800.pdf');
    expect(header).toBe(
      `attachment; filename="nota__Set-Cookie: x=1__.pdf"; filename*=UTF-8''nota%0D%0ASet-Cookie%3A%20x%3D1%00%EF%BF%BD.pdf`,
    );
    expect(() => new Headers({ 'Content-Disposition': header })).not.toThrow();
    expect(contentDisposition('inline', '日本 📄.png')).toMatch(
      /^inline; filename="__ _.png"; filename\*=UTF-8''%E6%97%A5%E6%9C%AC%20%F0%9F%93%84\.png$/,
    );
  });
});

describe('serveStoredFile', () => {
  let folder: string;
  let files: Storage;
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'file-response-test-'));
    files = createStorage({ driver: 'disk', directory: folder });
    await files.put('docs/one', bytes);
  });
  afterAll(() => {
    files.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const stored: StoredFileOptions = {
    key: 'docs/one',
    logAs: 'documents',
    fileName: 'Declaração.pdf',
    contentType: 'application/pdf',
  };
  const ask = (method: string, referer?: string, address = 'http://x/api/documents/1') => ({
    request: new Request(address, { method, headers: referer ? { referer } : {} }),
    url: new URL(address),
  });

  it('sends the stored bytes with their length, privately, under their name', async () => {
    const response = await serveStoredFile(ask('GET'), async () => stored, files);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Declaracao.pdf"; /);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers HEAD with the same headers and no body, reading only its size', async () => {
    const read: string[] = [];
    const watched: Storage = {
      ...files,
      getStream: (key) => (read.push(key), files.getStream(key)),
    };
    const [get, head] = [
      await serveStoredFile(ask('GET'), async () => stored, files),
      await serveStoredFile(ask('HEAD'), async () => stored, watched),
    ];
    expect(head.status).toBe(200);
    expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
    expect(head.body).toBeNull();
    expect(read).toEqual([]);
    await get.body?.cancel();
  });

  it("is the same 404 for no row, somebody else's and a file gone from storage, in the page's language", async () => {
    const logs = captureLogs();
    const nobody = async () => undefined;
    const gone = async () => ({ ...stored, key: 'docs/gone' });
    const answers = [
      await serveStoredFile(ask('GET'), nobody, files),
      await serveStoredFile(ask('GET'), gone, files),
      await serveStoredFile(ask('HEAD'), gone, files),
    ];
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('Arquivo não encontrado.');
    }
    // An API call speaks the language of the page that made it; a page, its own.
    const fromEnglish = await serveStoredFile(ask('GET', 'http://x/en/dashboard/documents'), gone, files);
    expect(await fromEnglish.text()).toBe('File not found.');
    const english = await serveStoredFile(ask('GET', undefined, 'http://x/en/files/a.pdf'), nobody, files);
    expect(await english.text()).toBe('File not found.');
    // A row naming a lost file is a fault for the operator; a missing row is not.
    expect(logs.at('error').map((line) => [line.module, line.msg])).toEqual([
      ['documents', 'the file docs/gone is missing from storage'],
      ['documents', 'the file docs/gone is missing from storage'],
      ['documents', 'the file docs/gone is missing from storage'],
    ]);
  });

  it('throws a storage fault on, never turning it into a 404', async () => {
    const broken: Storage = { ...files, getStream: () => Promise.reject(new Error('disk unplugged')) };
    await expect(serveStoredFile(ask('GET'), async () => stored, broken)).rejects.toThrow('disk unplugged');
  });
});
