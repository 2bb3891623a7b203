import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptedEncodings } from './precompressed';
import { send, startServer, stopServers } from './test-server';

afterEach(stopServers);

const script = `export const greeting = ${JSON.stringify('Olá, '.repeat(500))};\n`;

function clientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  const file = path.join(dir, '_astro', 'app.Ab12Cd34.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  return dir;
}

describe('precompressed assets', () => {
  it('sends the brotli or gzip file made at build time, and leaves the rest to the app', async () => {
    let reached = 0;
    const port = await startServer(
      (_req, res) => {
        reached++;
        res.end('from the app');
      },
      { clientDir: clientDir() },
    );
    const get = (accept: string, asset = '/_astro/app.Ab12Cd34.js', method = 'GET') =>
      send(port, { method, path: asset, headers: { 'Accept-Encoding': accept } });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);

    const head = await get('br', '/_astro/app.Ab12Cd34.js', 'HEAD');
    expect(head.headers['content-length']).toBe(String(zlib.brotliCompressSync(script).length));
    expect(head.body.length).toBe(0);
    expect(reached).toBe(0);

    // No encoding accepted, no such file, or not an asset: the app answers.
    for (const [accept, asset] of [
      ['identity', '/_astro/app.Ab12Cd34.js'],
      ['br', '/_astro/missing.Zz99Yy88.js'],
      ['br', '/_astro/../_astro/app.Ab12Cd34.js'],
      ['br', '/'],
    ] as const) {
      expect((await get(accept, asset)).body.toString(), asset).toBe('from the app');
    }
    expect(reached).toBe(4);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
