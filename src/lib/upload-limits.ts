// How large an upload may be, for the browser, the document rules and the HTTP layer's body limits
// (src/server/http/body-limits.ts, read by astro.config.ts), so it imports nothing.

/** A customer's document: up to 20 MB (binary megabytes, as every limit on the site is written). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The whole multipart body of an upload: the file and the form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
