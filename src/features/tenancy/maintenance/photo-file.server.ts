// A request's photo as the browser gets it: to the staff and the people of the request's tenant
// only; everyone else (another tenant's people included) gets the same 404. HEAD reads only its size.
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import { db } from '@/server/db/client';
import { maintenancePhotos, maintenanceRequests } from '@/server/db/schema';
import { fileResponse } from '@/server/http/file-response';
import { wantsHeadersOnly } from '@/server/http/head-request';
import { isAdmin } from '@/server/guards';
import { moduleLogger } from '@/server/observability';
import { storage, StorageNotFoundError, type Storage } from '@/server/storage';

/** Whether the request's photo `photoId` may be read by `reader`: staff, or a person of its tenant. */
async function readablePhoto(reader: { tenantId: string | null; staff: boolean }, photoId: string) {
  if (!isUuid(photoId)) return undefined;
  const [row] = await db()
    .select({
      storageKey: maintenancePhotos.storageKey,
      contentType: maintenancePhotos.contentType,
      tenantId: maintenanceRequests.tenantId,
    })
    .from(maintenancePhotos)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, maintenancePhotos.requestId))
    .where(eq(maintenancePhotos.id, photoId));
  if (!row || (!reader.staff && row.tenantId !== reader.tenantId)) return undefined;
  return row;
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function photoResponse(
  context: Pick<APIContext, 'params' | 'locals' | 'request'>,
  files: Storage = storage(),
) {
  const reader = context.locals.user;
  if (!reader) return notFound();
  const staff = isAdmin(reader);
  const tenantId = staff ? null : ((await context.locals.tenancy())?.tenantId ?? null);
  if (!staff && !tenantId) return notFound();
  const photo = await readablePhoto({ tenantId, staff }, context.params.id ?? '');
  if (!photo) return notFound();
  const options = {
    fileName: photo.storageKey.slice(photo.storageKey.lastIndexOf('/') + 1),
    contentType: photo.contentType,
    disposition: 'inline' as const,
    headers: { 'Cross-Origin-Resource-Policy': 'same-origin' },
  };
  try {
    if (wantsHeadersOnly(context.request))
      return fileResponse(null, { ...options, size: (await files.getMetadata(photo.storageKey)).size });
    const file = await files.getStream(photo.storageKey);
    return fileResponse(file.body, { ...options, size: file.size });
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      moduleLogger('maintenance').error(`photo ${context.params.id}: its file ${photo.storageKey} is missing`);
      return notFound();
    }
    throw error;
  }
}
