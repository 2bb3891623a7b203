// A request's photo as the browser gets it: to the staff and the people of the request's tenant
// only; everyone else (another tenant's people included) gets the same 404. HEAD reads only its size.
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { isUuid } from '@/lib/ids';
import { db } from '@/server/db/client';
import { maintenancePhotos, maintenanceRequests } from '@/server/db/schema';
import { serveStoredFile, type StoredFileOptions } from '@/server/http/file-response';
import { isAdmin } from '@/server/guards';
import { storage, type Storage } from '@/server/storage';

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

type PhotoContext = Pick<APIContext, 'params' | 'locals' | 'request'> & { url?: URL };

/** The photo the request names, if its reader may see it. */
async function photoFile(context: PhotoContext): Promise<StoredFileOptions | undefined> {
  const reader = context.locals.user;
  if (!reader) return undefined;
  const staff = isAdmin(reader);
  const tenantId = staff ? null : ((await context.locals.tenancy())?.tenantId ?? null);
  if (!staff && !tenantId) return undefined;
  const photo = await readablePhoto({ tenantId, staff }, context.params.id ?? '');
  if (!photo) return undefined;
  return {
    key: photo.storageKey,
    logAs: 'maintenance',
    fileName: photo.storageKey.slice(photo.storageKey.lastIndexOf('/') + 1),
    contentType: photo.contentType,
    disposition: 'inline',
    headers: { 'Cross-Origin-Resource-Policy': 'same-origin' },
  };
}

export const photoResponse = (context: PhotoContext, files: Storage = storage()) =>
  serveStoredFile(context, () => photoFile(context), files);
