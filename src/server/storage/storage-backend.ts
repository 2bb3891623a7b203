// What each storage driver (disk-backend.ts, s3-backend.ts) implements for storage.ts.
import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  size: number;
  contentType?: string;
  lastModified: Date;
}

/** A body ready for a driver: bytes as they are, everything else as a Node stream. */
export type WriteSource = { bytes: Uint8Array } | { stream: Readable; size?: number };

/** What each driver implements; keys reaching it are already valid. */
export interface StorageBackend {
  write(key: string, source: WriteSource, contentType: string | undefined): Promise<number>;
  /** @throws StorageNotFoundError */
  open(key: string): Promise<{ stream: Readable; info: StoredFileInfo }>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  remove(key: string): Promise<void>;
  check(): Promise<void>;
  close(): void;
}
