// Every file the site sends, downloaded or viewed (reports, the privacy export, documents, the
// templates, the leads CSV), with the same headers: its type, its name (content-disposition.ts),
// never sniffed, and by default kept by no cache, since a file is someone's.
import { Readable } from 'node:stream';
import { contentDisposition } from './content-disposition';

/** The bytes, or a stream of them (a Node stream is sent as it is read). */
export type FileBody = Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | Readable;

export interface FileOptions {
  /** The name it is saved under, accents and all. */
  fileName: string;
  contentType: string;
  /** 'attachment' (the default) saves it; 'inline' lets the browser show it. */
  disposition?: 'attachment' | 'inline';
  /** Its length in bytes, for a stream whose length is known (bytes give theirs). */
  size?: number;
  /** Who may keep it: `private, no-store` unless it is public (a blank template). */
  cacheControl?: string;
  /** Anything else its kind needs (a sandbox for a document shown inline). */
  headers?: Record<string, string>;
}

export const PRIVATE_FILE = 'private, no-store';

/** The file's answer; with a `null` body, its headers alone (the answer to HEAD, head-request.ts). */
export function fileResponse(body: FileBody | null, options: FileOptions): Response {
  const { fileName, contentType, disposition = 'attachment', cacheControl = PRIVATE_FILE } = options;
  const size = body instanceof Uint8Array ? body.byteLength : options.size;
  const headers = new Headers({
    ...options.headers,
    'Content-Type': contentType,
    'Content-Disposition': contentDisposition(disposition, fileName),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  if (size !== undefined) headers.set('Content-Length', String(size));
  if (body === null) return new Response(null, { headers });
  const sent = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : body;
  return new Response(sent, { headers });
}
