// A notice's attachment as the browser downloads it: only for the people the notice was sent to
// and the staff; nobody else learns it exists (the same 404 for all).
import type { APIContext } from 'astro';
import { fileResponse } from '@/server/http/file-response';
import { isAdmin } from '@/server/guards';
import { isUuid } from '@/lib/ids';
import { moduleLogger } from '@/server/observability';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';
import { readableAttachment } from './notices.server';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function noticeAttachmentResponse(
  context: Pick<APIContext, 'params' | 'locals'>,
  files: Storage = storage(),
) {
  const id = context.params.id ?? '';
  const viewer = context.locals.user;
  if (!isUuid(id) || !viewer) return notFound();
  const file = await readableAttachment({ id: viewer.id, staff: isAdmin(viewer) }, id);
  if (!file) return notFound();
  let stored;
  try {
    stored = await files.getStream(file.key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      moduleLogger('notices').error(`${id}: its attachment ${file.key} is missing from storage`);
      return notFound();
    }
    throw error;
  }
  return fileResponse(stored.body, {
    fileName: file.name,
    contentType: file.type,
    disposition: 'attachment',
    size: stored.size,
    headers: { 'Cross-Origin-Resource-Policy': 'same-origin' },
  });
}
