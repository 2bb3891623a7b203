// How large an upload may be, for the browser, the document rules and the HTTP layer's body limits
// (src/server/http/body-limits.ts, read by astro.config.ts), so it imports nothing.

/** A customer's document: up to 20 MB (binary megabytes, as every limit on the site is written). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The whole multipart body of an upload: the file and the form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/** A picture sent as a document or a notice's attachment: up to 60 megapixels (a page scanned at 600 dpi is 35). */
export const MAX_DOCUMENT_IMAGE_PIXELS = 60_000_000;

/** A photo for the site's pages (the staff's uploads): up to 25 MB and 60 megapixels. */
export const MAX_SITE_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_SITE_IMAGE_PIXELS = 60_000_000;

/** The photo's multipart body: the file, its alt texts and focal point. */
export const MAX_SITE_IMAGE_BODY_BYTES = MAX_SITE_IMAGE_BYTES + 64 * 1024;

/** A maintenance request's photos: up to 5, each up to 10 MB and 40 megapixels. */
export const MAX_MAINTENANCE_PHOTOS = 5;
export const MAX_MAINTENANCE_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_MAINTENANCE_PHOTO_PIXELS = 40_000_000;

/** The request's multipart body: its photos and the form's few fields. */
export const MAX_MAINTENANCE_BODY_BYTES = MAX_MAINTENANCE_PHOTOS * MAX_MAINTENANCE_PHOTO_BYTES + 64 * 1024;
