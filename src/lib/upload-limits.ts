// How large an upload may be, for the browser, the document rules and the HTTP layer's body limits
// (src/server/http/body-limits.ts, read by astro.config.ts), so it imports nothing.

/** A customer's document: up to 20 MB (binary megabytes, as every limit on the site is written). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The whole multipart body of an upload: the file and the form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/** A photo for the site's pages (the staff's uploads): up to 25 MB and 60 megapixels. */
export const MAX_SITE_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_SITE_IMAGE_PIXELS = 60_000_000;

/** The photo's multipart body: the file, its alt texts and focal point. */
export const MAX_SITE_IMAGE_BODY_BYTES = MAX_SITE_IMAGE_BYTES + 64 * 1024;
