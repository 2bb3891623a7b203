import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { fileResponse } from './file-response';

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
