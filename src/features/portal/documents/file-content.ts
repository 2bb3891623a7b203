// What an uploaded file really is, read from its bytes (never from its name or the browser's
// Content-Type): the kinds customers may upload, and a safe name to keep it under.
import { fileTypeFromBuffer } from 'file-type';

/** Spec/issue: PDF, images, XML (NF-e), DOCX, XLSX. Images are the kinds browsers show. */
export const ACCEPTED_KINDS = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  xml: 'application/xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type FileKind = keyof typeof ACCEPTED_KINDS;

/** Shown inline (sandboxed) by "view"; everything else is only downloaded. */
export const INLINE_KINDS: readonly string[] = [
  ACCEPTED_KINDS.pdf,
  ACCEPTED_KINDS.jpg,
  ACCEPTED_KINDS.png,
  ACCEPTED_KINDS.webp,
];

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

/** The kind of `bytes` when it is one customers may upload; undefined otherwise. */
export async function detectFileKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.ext === 'xml') return isXml(bytes) ? 'xml' : undefined;
    return found.ext in ACCEPTED_KINDS ? (found.ext as FileKind) : undefined;
  }
  return isXml(bytes) ? 'xml' : undefined;
}

const NAME_MAX_LENGTH = 120;
// Path separators, characters Windows refuses in names, controls and the invisible direction marks
// that make 'fdp.exe' read as 'exe.pdf'.
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/**
 * A name safe to show and to send in Content-Disposition: the last path segment, NFC, no unsafe
 * characters, spaces collapsed, at most 120 characters, ending in the extension of what the file
 * really is (a PNG sent as 'nota.pdf' is kept as 'nota.png').
 */
export function safeFileName(original: string, kind: FileKind): string {
  const last = original.split(/[\\/]/).pop() ?? '';
  const cleaned = last.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const stem = cleaned.replace(/\.[^.]*$/, '').replace(/^[.\s]+|[.\s]+$/g, '');
  const extension =
    kind === 'jpg' && /\.jpe?g$/i.test(cleaned) ? cleaned.slice(cleaned.lastIndexOf('.') + 1).toLowerCase() : kind;
  const room = NAME_MAX_LENGTH - extension.length - 1;
  const base = [...(stem || 'documento')].slice(0, room).join('').trim();
  return `${base}.${extension}`;
}
