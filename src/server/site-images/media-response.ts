// The staff's encoded photos at /media/<name>: public, and cached for a year by every cache, since
// a name carries its content's hash (a new photo is a new name). HEAD reads only the file's size.
import { fileResponse } from '../http/file-response';
import { wantsHeadersOnly } from '../http/head-request';
import { storage, StorageNotFoundError, type Storage } from '../storage';
import { SITE_IMAGE_FILE, SITE_IMAGE_PREFIX } from './site-images';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function mediaResponse(
  name: string | undefined,
  request: Pick<Request, 'method'>,
  files: Storage = storage(),
): Promise<Response> {
  // Only an encoded file's name: never an upload waiting (site-images/uploads/…), never a path.
  if (!name || !SITE_IMAGE_FILE.test(name)) return notFound();
  const key = `${SITE_IMAGE_PREFIX}${name}`;
  const options = {
    fileName: name,
    contentType: `image/${name.endsWith('.jpg') ? 'jpeg' : name.slice(name.lastIndexOf('.') + 1)}`,
    disposition: 'inline' as const,
    cacheControl: IMMUTABLE,
  };
  try {
    if (wantsHeadersOnly(request)) return fileResponse(null, { ...options, size: (await files.getMetadata(key)).size });
    const file = await files.getStream(key);
    return fileResponse(file.body, { ...options, size: file.size });
  } catch (error) {
    if (error instanceof StorageNotFoundError) return notFound();
    throw error;
  }
}
