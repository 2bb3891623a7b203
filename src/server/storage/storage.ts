// The one way the app stores and streams files: the same API on local disk and on S3-compatible
// object storage (docs/decisions/009-file-storage.md). Keys are checked here, once, for both.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { createDiskBackend } from './disk-backend';
import type { StoredFileInfo, WriteSource } from './storage-backend';
import { createS3Backend, type S3Settings } from './s3-backend';
import { StorageNotFoundError } from './storage-errors';
import { assertStorageKey } from './storage-key';

export type { S3Settings, StoredFileInfo };

export type StorageSettings = { driver: 'disk'; directory: string } | ({ driver: 's3' } & S3Settings);

/** What `put` accepts: bytes, a File/Blob (e.g. from `formData()`), a web stream or a Node stream. */
export type StorageBody = Uint8Array | Blob | ReadableStream<Uint8Array> | Readable;

export interface PutOptions {
  /** Kept with the file and returned by `getStream`/`getMetadata`. */
  contentType?: string;
}

export interface StoredFile extends StoredFileInfo {
  /** Read it to the end or cancel it: an abandoned body holds a file handle or a connection. */
  body: ReadableStream<Uint8Array>;
}

export interface Storage {
  readonly driver: StorageSettings['driver'];
  /** Stores the body under `key`, replacing any file there; resolves with the bytes written.
   * All or nothing: if the body fails half-way, the key keeps what it had before. */
  put(key: string, body: StorageBody, options?: PutOptions): Promise<{ size: number }>;
  /** @throws StorageNotFoundError */
  getStream(key: string): Promise<StoredFile>;
  /** @throws StorageNotFoundError */
  getBytes(key: string): Promise<Uint8Array>;
  /** @throws StorageNotFoundError */
  getMetadata(key: string): Promise<StoredFileInfo>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
  /** Fails with a clear message when the storage cannot be used (folder not writable, no bucket). */
  check(): Promise<void>;
  /** Releases connections (S3); the instance is not used afterwards. */
  close(): void;
}

function toWriteSource(body: StorageBody): WriteSource {
  if (body instanceof Uint8Array) return { bytes: body };
  if (body instanceof Readable) return { stream: body };
  if (body instanceof Blob)
    return { stream: Readable.fromWeb(body.stream() as NodeWebReadableStream), size: body.size };
  if (body instanceof ReadableStream) return { stream: Readable.fromWeb(body as NodeWebReadableStream) };
  throw new TypeError('Storage body must be a Uint8Array, Blob, ReadableStream or Readable');
}

export function createStorage(settings: StorageSettings): Storage {
  const backend = settings.driver === 'disk' ? createDiskBackend(settings.directory) : createS3Backend(settings);
  return {
    driver: settings.driver,
    async put(key, body, options = {}) {
      assertStorageKey(key);
      const size = await backend.write(key, toWriteSource(body), options.contentType || undefined);
      return { size };
    },
    async getStream(key) {
      assertStorageKey(key);
      const { stream, info } = await backend.open(key);
      return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async getBytes(key) {
      assertStorageKey(key);
      const { stream } = await backend.open(key);
      return new Uint8Array(await buffer(stream));
    },
    async getMetadata(key) {
      assertStorageKey(key);
      const info = await backend.stat(key);
      if (!info) throw new StorageNotFoundError(key);
      return info;
    },
    async exists(key) {
      assertStorageKey(key);
      return (await backend.stat(key)) !== undefined;
    },
    async delete(key) {
      assertStorageKey(key);
      await backend.remove(key);
    },
    check: () => backend.check(),
    close: () => backend.close(),
  };
}
