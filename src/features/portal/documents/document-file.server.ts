// A document's bytes as the browser gets them: "view" shows a PDF or an image inline, sandboxed
// (no script, no plugin, nothing fetched), anything else is downloaded; "download" always sends
// the original bytes under the document's name. Nobody but the owner and staff learns that a
// document exists: every other request gets the same 404.
import type { APIContext } from 'astro';
import { serveStoredFile, type StoredFileOptions } from '@/server/http/file-response';
import { queryText } from '@/server/lists';
import { storage, type Storage } from '@/server/storage';
import { readableDocument } from './documents.server';
import { INLINE_KINDS } from './file-content';

// The file is its own document: it may show itself and its inline styles, and nothing runs.
const SANDBOX =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

type DocumentContext = Pick<APIContext, 'params' | 'url' | 'locals'> & { request?: APIContext['request'] };

/** The document the request names, if its reader may see it, and how it goes out. */
async function documentFile(context: DocumentContext): Promise<StoredFileOptions | undefined> {
  const doc = await readableDocument(context.locals.user, context.params.id ?? '');
  if (!doc) return undefined;
  const inline =
    queryText(context.url.searchParams, 'download') === undefined && INLINE_KINDS.includes(doc.contentType);
  return {
    key: doc.storageKey,
    logAs: 'documents',
    fileName: doc.name,
    contentType: doc.contentType,
    disposition: inline ? 'inline' : 'attachment',
    headers: {
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...(inline ? { 'Content-Security-Policy': SANDBOX } : {}),
    },
  };
}

export const documentFileResponse = (context: DocumentContext, files: Storage = storage()) =>
  serveStoredFile(context, () => documentFile(context), files);
