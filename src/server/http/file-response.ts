// Every file the site sends, downloaded or viewed (reports, the privacy export, documents, photos,
// notices' attachments, the templates, the leads CSV, the calendar feed), with the same headers:
// its type, its name (content-disposition.ts), never sniffed, and by default kept by no cache,
// since a file is someone's. A file kept in storage is served by `serveStoredFile`, and every file
// that is not there, or not the asker's, gets the one `fileNotFound`.
import { Readable } from 'node:stream';
import { moduleLogger } from '@/server/observability';
import { answerRefusals, refuse } from '@/server/refusal';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';
import { contentDisposition } from './content-disposition';
import { wantsHeadersOnly } from './head-request';
import { localeOfRequest } from './too-large';

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

/** What a file's answer needs of its request (an endpoint's context has both; a test may give neither). */
export interface FileRequest {
  /** HEAD is answered with the headers alone; without a request, GET. */
  request?: Pick<Request, 'method' | 'headers'>;
  /** Its address: a page's says its language, an API's takes the page that asked (Referer). */
  url?: URL;
}

/** The language a file's refusal speaks: the page's. */
export function fileLocale({ request, url }: FileRequest) {
  return localeOfRequest(url?.pathname ?? '/', request?.headers.get('referer') ?? undefined);
}

/** The one not-found of every file: a missing row, somebody else's, a file gone from storage. */
export const fileNotFound = (): never => refuse('NOT_FOUND', 'common.error.fileNotFound');

/** Runs a file endpoint's `work`; its refusals (fileNotFound, a guard's) answer in the page's language. */
export const answerFile = (context: FileRequest, work: () => Promise<Response>) =>
  answerRefusals(fileLocale(context), work);

/** A file kept in storage as its endpoint sends it: where it is, and how it goes out. */
export interface StoredFileOptions extends Omit<FileOptions, 'size'> {
  /** Its storage key. */
  key: string;
  /** The module that logs it missing from storage (a row naming a lost file is a fault); unset, nobody. */
  logAs?: string;
}

/**
 * Serves a stored file: `find` checks who asks and names the file they may read, or undefined
 * (no such row, or not theirs). HEAD reads only its size; a file gone from storage is the same 404.
 */
export function serveStoredFile(
  context: FileRequest,
  find: () => Promise<StoredFileOptions | undefined>,
  files: Storage = storage(),
): Promise<Response> {
  return answerFile(context, async () => {
    const { key, logAs, ...options } = (await find()) ?? fileNotFound();
    try {
      if (wantsHeadersOnly(context.request))
        return fileResponse(null, { ...options, size: (await files.getMetadata(key)).size });
      const stored = await files.getStream(key);
      return fileResponse(stored.body, { ...options, size: stored.size });
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      if (logAs) moduleLogger(logAs).error(`the file ${key} is missing from storage`);
      return fileNotFound();
    }
  });
}
