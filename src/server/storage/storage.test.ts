// One behavioural suite for every driver: what the app stores, it gets back the same, on disk
// (a temporary folder) and on S3 (s3rver in this process on a free loopback port).
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, InvalidStorageKeyError, StorageNotFoundError, type Storage } from './index';
import { startTestS3Server } from './test-s3-server';

const MB = 1024 * 1024;

interface Harness {
  storage: Storage;
  /** Where the driver keeps its files, to look for anything written outside it. */
  outside: () => Promise<string[]>;
  stop(): Promise<void>;
}

async function diskHarness(): Promise<Harness> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  const storage = createStorage({ driver: 'disk', directory: path.join(parent, 'files') });
  return {
    storage,
    outside: async () => (await readdir(parent)).filter((name) => name !== 'files'),
    stop: () => rm(parent, { recursive: true, force: true }),
  };
}

async function s3Harness(): Promise<Harness> {
  const server = await startTestS3Server('files');
  const storage = createStorage({ driver: 's3', ...server.settings, prefix: 'app/' });
  return {
    storage,
    // Everything the app wrote must be under its prefix.
    outside: async () => {
      const listed = await server.client.send(new ListObjectsV2Command({ Bucket: 'files' }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '').filter((key) => !key.startsWith('app/'));
    },
    async stop() {
      storage.close();
      await server.stop();
    },
  };
}

async function readAll(body: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** A web stream of unknown length, in uneven chunks, as an upload or a report generator gives. */
function webStreamOf(bytes: Buffer, chunk = 64 * 1024 + 3) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

/** A Node stream that fails after sending `bytes`, like a client that drops mid-upload. */
function failingStream(bytes: Buffer) {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('client went away');
    })(),
  );
}

describe.each([
  { driver: 'disk', start: diskHarness },
  { driver: 's3', start: s3Harness },
])('storage on $driver', ({ start }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('gives back a few MB of binary bytes exactly, with size and content type', async () => {
    const bytes = randomBytes(3 * MB + 17);
    const result = await h.storage.put('documents/3f1c2b1e-bytes', bytes, { contentType: 'application/pdf' });
    expect(result.size).toBe(bytes.length);
    expect(Buffer.from(await h.storage.getBytes('documents/3f1c2b1e-bytes')).equals(bytes)).toBe(true);
    const info = await h.storage.getMetadata('documents/3f1c2b1e-bytes');
    expect(info).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });
    expect(info.lastModified).toBeInstanceOf(Date);
  });

  it('stores web and Node streams of unknown length and streams them back', async () => {
    // Over 5 MB: on S3 this goes through a multipart upload.
    const big = randomBytes(6 * MB + 5);
    expect((await h.storage.put('reports/big.bin', webStreamOf(big))).size).toBe(big.length);
    const file = await h.storage.getStream('reports/big.bin');
    expect(file.size).toBe(big.length);
    expect((await readAll(file.body)).equals(big)).toBe(true);

    const small = randomBytes(100_000);
    const put = await h.storage.put('reports/small.xml', Readable.from([small.subarray(0, 10), small.subarray(10)]), {
      contentType: 'application/xml',
    });
    expect(put.size).toBe(small.length);
    const back = await h.storage.getStream('reports/small.xml');
    expect(back).toMatchObject({ size: small.length, contentType: 'application/xml' });
    expect((await readAll(back.body)).equals(small)).toBe(true);
  });

  it('stores an uploaded File as it came from a form', async () => {
    const bytes = randomBytes(2 * MB);
    const upload = new File([bytes], 'planta baixa.png', { type: 'image/png' });
    await h.storage.put('documents/upload-1', upload, { contentType: upload.type });
    const file = await h.storage.getStream('documents/upload-1');
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect((await readAll(file.body)).equals(bytes)).toBe(true);
  });

  it('overwrites: the new bytes and type replace the old ones entirely', async () => {
    await h.storage.put('documents/overwrite', randomBytes(200_000), { contentType: 'application/pdf' });
    const newer = Buffer.from('short replacement');
    await h.storage.put('documents/overwrite', newer);
    expect(Buffer.from(await h.storage.getBytes('documents/overwrite')).equals(newer)).toBe(true);
    expect(await h.storage.getMetadata('documents/overwrite')).toMatchObject({ size: newer.length });
    expect((await h.storage.getMetadata('documents/overwrite')).contentType ?? 'none').not.toBe('application/pdf');

    await h.storage.put('documents/overwrite', new Uint8Array(0), { contentType: 'text/plain' });
    expect(await h.storage.getBytes('documents/overwrite')).toHaveLength(0);
    expect(await h.storage.getMetadata('documents/overwrite')).toMatchObject({ size: 0, contentType: 'text/plain' });
  });

  it('a body that fails half-way stores nothing and keeps what was there', async () => {
    await expect(h.storage.put('documents/broken', failingStream(randomBytes(MB)))).rejects.toThrow('client went away');
    expect(await h.storage.exists('documents/broken')).toBe(false);

    const original = randomBytes(1000);
    await h.storage.put('documents/kept', original, { contentType: 'image/jpeg' });
    await expect(h.storage.put('documents/kept', failingStream(randomBytes(MB)))).rejects.toThrow('client went away');
    expect(Buffer.from(await h.storage.getBytes('documents/kept')).equals(original)).toBe(true);
    expect((await h.storage.getMetadata('documents/kept')).contentType).toBe('image/jpeg');
  });

  it('exists and delete; deleting twice is fine', async () => {
    await h.storage.put('documents/gone', Buffer.from('x'));
    expect(await h.storage.exists('documents/gone')).toBe(true);
    await h.storage.delete('documents/gone');
    expect(await h.storage.exists('documents/gone')).toBe(false);
    await expect(h.storage.delete('documents/gone')).resolves.toBeUndefined();
  });

  it('a missing key is a StorageNotFoundError (404), never a generic failure', async () => {
    await h.storage.put('documents/present', Buffer.from('x'));
    for (const read of [
      () => h.storage.getStream('documents/missing'),
      () => h.storage.getBytes('documents/missing'),
      () => h.storage.getMetadata('documents/missing'),
      // A file name used as a folder.
      () => h.storage.getBytes('documents/present/child'),
      // A folder is not a file.
      () => h.storage.getBytes('documents'),
    ]) {
      const error = await read().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StorageNotFoundError);
    }
    expect(await h.storage.exists('documents')).toBe(false);
  });

  it('refuses keys that could escape the storage root, before touching anything', async () => {
    const bad = [
      '../escape',
      'documents/../../escape',
      '/etc/passwd',
      'documents\\..\\escape',
      'documents/./x',
      'documents//x',
      'documents/',
      '.meta/documents/x.json',
      'docs/evil\u0000name',
      'line\nbreak',
      '',
      'x'.repeat(600),
    ];
    for (const key of bad) {
      for (const call of [
        () => h.storage.put(key, Buffer.from('nope')),
        () => h.storage.getBytes(key),
        () => h.storage.exists(key),
        () => h.storage.delete(key),
      ]) {
        await expect(call(), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    }
    expect(await h.outside()).toEqual([]);
    await expect(h.storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key "\.\.\/escape": /);
  });

  it('check() passes when the storage is usable', async () => {
    await expect(h.storage.check()).resolves.toBeUndefined();
  });
});

describe('driver specifics an operator sees', () => {
  it('disk: files sit at FILES_DIR/<key>, readable by the app user only, no temporary files left', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'storage-disk-'));
    try {
      const directory = path.join(parent, 'files');
      const storage = createStorage({ driver: 'disk', directory });
      await storage.put('documents/abc', Buffer.from('hello'), { contentType: 'text/plain' });
      await storage.put('reports/r1', webStreamOf(Buffer.from('report')));
      expect(existsSync(path.join(directory, 'documents', 'abc'))).toBe(true);
      expect(existsSync(path.join(directory, 'reports', 'r1'))).toBe(true);
      expect(statSync(path.join(directory, 'documents', 'abc')).mode & 0o777).toBe(0o600);
      expect(await readdir(path.join(directory, '.tmp'))).toEqual([]);

      // A folder that cannot be created (a file is in the way) fails check() naming the folder.
      const blocked = path.join(parent, 'blocked');
      await writeFile(blocked, 'not a folder');
      await expect(createStorage({ driver: 'disk', directory: blocked }).check()).rejects.toThrow(/blocked.*FILES_DIR/);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('s3: objects live under the prefix with their content type; a missing bucket fails check()', async () => {
    const server = await startTestS3Server('portal-files');
    try {
      const storage = createStorage({ driver: 's3', ...server.settings, prefix: 'tenant-a/' });
      await storage.put('documents/abc', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
      const Key = 'tenant-a/documents/abc';
      const head = await server.client.send(new HeadObjectCommand({ Bucket: 'portal-files', Key }));
      expect(head.ContentType).toBe('application/pdf');
      expect(head.ContentLength).toBe(8);

      const wrongBucket = createStorage({ driver: 's3', ...server.settings, bucket: 'no-such-bucket' });
      await expect(wrongBucket.check()).rejects.toThrow('S3 bucket "no-such-bucket" does not exist');
      storage.close();
      wrongBucket.close();
    } finally {
      await server.stop();
    }
  });
});
