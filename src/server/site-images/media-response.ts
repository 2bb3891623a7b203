// The staff's encoded photos at /media/<name>: public, and cached for a year by every cache, since
// a name carries its content's hash (a new photo is a new name). HEAD reads only the file's size.
import { serveStoredFile, type FileRequest } from '../http/file-response';
import { storage, type Storage } from '../storage';
import { SITE_IMAGE_FILE, SITE_IMAGE_PREFIX } from './site-images';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mediaResponse(
  name: string | undefined,
  context: FileRequest,
  files: Storage = storage(),
): Promise<Response> {
  return serveStoredFile(
    context,
    async () => {
      // Only an encoded file's name: never an upload waiting (site-images/uploads/…), never a path.
      if (!name || !SITE_IMAGE_FILE.test(name)) return undefined;
      return {
        key: `${SITE_IMAGE_PREFIX}${name}`,
        fileName: name,
        contentType: `image/${name.endsWith('.jpg') ? 'jpeg' : name.slice(name.lastIndexOf('.') + 1)}`,
        disposition: 'inline',
        cacheControl: IMMUTABLE,
      };
    },
    files,
  );
}
