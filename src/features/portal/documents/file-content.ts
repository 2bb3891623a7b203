// What customers may upload as documents (src/server/uploads: read from the bytes, up to 20 MB,
// pictures kept without their metadata) and which of them "view" shows in the browser.
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_IMAGE_PIXELS } from '@/lib/upload-limits';
import { UPLOAD_KINDS, type UploadRule } from '@/server/uploads';

/** Spec/issue: PDF, images, XML (NF-e), DOCX, XLSX. Images are the kinds browsers show. */
export const DOCUMENT_UPLOAD = {
  kinds: ['pdf', 'jpg', 'png', 'webp', 'xml', 'docx', 'xlsx'],
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: 'documents.error.tooLarge',
  notAccepted: 'documents.error.kind',
  image: { maxPixels: MAX_DOCUMENT_IMAGE_PIXELS },
} as const satisfies UploadRule<'pdf' | 'jpg' | 'png' | 'webp' | 'xml' | 'docx' | 'xlsx'>;

/** Shown inline (sandboxed) by "view"; everything else is only downloaded. */
export const INLINE_KINDS: readonly string[] = [
  UPLOAD_KINDS.pdf,
  UPLOAD_KINDS.jpg,
  UPLOAD_KINDS.png,
  UPLOAD_KINDS.webp,
];
