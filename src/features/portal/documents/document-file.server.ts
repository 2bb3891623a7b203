// A document's bytes as the browser gets them: "view" shows a PDF or an image inline, sandboxed
// (no script, no plugin, nothing fetched), anything else is downloaded; "download" always sends
// the original bytes under the document's name. Nobody but the owner and staff learns that a
// document exists: every other request gets the same 404.
import type { APIContext } from 'astro';
import { fileResponse } from '@/server/http/file-response';
import { queryText } from '@/server/lists';
import { moduleLogger } from '@/server/observability';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';
import { readableDocument } from './documents.server';
import { INLINE_KINDS } from './file-content';

// The file is its own document: it may show itself and its inline styles, and nothing runs.
const SANDBOX =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function documentFileResponse(
  context: Pick<APIContext, 'params' | 'url' | 'locals'>,
  files: Storage = storage(),
) {
  const doc = await readableDocument(context.locals.user, context.params.id ?? '');
  if (!doc) return notFound();
  let file;
  try {
    file = await files.getStream(doc.storageKey);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      moduleLogger('documents').error(`${doc.id}: its file ${doc.storageKey} is missing from storage`);
      return notFound();
    }
    throw error;
  }
  const inline =
    queryText(context.url.searchParams, 'download') === undefined && INLINE_KINDS.includes(doc.contentType);
  return fileResponse(file.body, {
    fileName: doc.name,
    contentType: doc.contentType,
    disposition: inline ? 'inline' : 'attachment',
    size: file.size,
    headers: {
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...(inline ? { 'Content-Security-Policy': SANDBOX } : {}),
    },
  });
}
