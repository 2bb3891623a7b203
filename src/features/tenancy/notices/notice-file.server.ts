// A notice's attachment as the browser downloads it: only for the people the notice was sent to
// and the staff; nobody else learns it exists (the same 404 for all).
import type { APIContext } from 'astro';
import { serveStoredFile, type StoredFileOptions } from '@/server/http/file-response';
import { isAdmin } from '@/server/guards';
import { isUuid } from '@/lib/ids';
import { storage, type Storage } from '@/server/storage';
import { readableAttachment } from './notices.server';

type AttachmentContext = Pick<APIContext, 'params' | 'locals'> & { request?: APIContext['request']; url?: URL };

/** The attachment the request names, if its viewer may read it. */
async function attachmentFile(context: AttachmentContext): Promise<StoredFileOptions | undefined> {
  const id = context.params.id ?? '';
  const viewer = context.locals.user;
  if (!isUuid(id) || !viewer) return undefined;
  const file = await readableAttachment({ id: viewer.id, staff: isAdmin(viewer) }, id);
  if (!file) return undefined;
  return {
    key: file.key,
    logAs: 'notices',
    fileName: file.name,
    contentType: file.type,
    disposition: 'attachment',
    headers: { 'Cross-Origin-Resource-Policy': 'same-origin' },
  };
}

export const noticeAttachmentResponse = (context: AttachmentContext, files: Storage = storage()) =>
  serveStoredFile(context, () => attachmentFile(context), files);
