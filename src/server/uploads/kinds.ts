// What an uploaded file really is, read from its bytes (never from its name or the browser's
// Content-Type): the kinds any feature may accept, each with the one Content-Type it is kept under.
import { fileTypeFromBuffer } from 'file-type';

export const UPLOAD_KINDS = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  xml: 'application/xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The kinds that are pictures: kept re-encoded, without their metadata (accept-upload.ts). */
export const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['jpg', 'png', 'webp', 'avif', 'heic']);

// An XML document: optional BOM and whitespace, then a declaration or an element (an NF-e often
// starts with <nfeProc …> directly). Not an SVG or HTML page, which a browser would run.
const XML_START = /^\uFEFF?\s*<(\?xml[\s?]|[A-Za-z_][\w.:-]*[\s>/])/;
const NOT_DATA_XML = /<(svg|html|script)[\s>/]/i;

function isXml(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false; // NF-e is UTF-8; anything else is not a text we accept.
  }
  return XML_START.test(text) && !text.includes('\u0000') && !NOT_DATA_XML.test(text.slice(0, 4096));
}

/** The kind of `bytes` when it is one of the upload kinds; undefined otherwise. */
export async function sniffKind(bytes: Uint8Array): Promise<UploadKind | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.ext === 'xml') return isXml(bytes) ? 'xml' : undefined;
    return found.ext in UPLOAD_KINDS ? (found.ext as UploadKind) : undefined;
  }
  return isXml(bytes) ? 'xml' : undefined;
}
