// The upload's limits, for the server and the browser alike (no server-only imports here).

/** Up to 20 MB (binary megabytes, as every limit on the site is written). */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The whole multipart body: the file and the form's few fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

/** For the file input's `accept` (a hint to the picker; the server decides from the content). */
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,.webp,.xml,.docx,.xlsx';
