// The name an uploaded file is kept and sent back under (Content-Disposition), whatever was typed.

const NAME_MAX_LENGTH = 120;
// Path separators, characters Windows refuses in names, controls and the invisible direction marks
// that make 'fdp.exe' read as 'exe.pdf'.
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/**
 * A name safe to show and to send in Content-Disposition: the last path segment, NFC, no unsafe
 * characters, spaces collapsed, at most 120 characters, ending in the extension of what the file
 * really is (a PNG sent as 'nota.pdf' is kept as 'nota.png'); `fallback` when nothing is left.
 */
export function safeFileName(original: string, extension: string, fallback: string): string {
  const last = original.split(/[\\/]/).pop() ?? '';
  const cleaned = last.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const stem = cleaned.replace(/\.[^.]*$/, '').replace(/^[.\s]+|[.\s]+$/g, '');
  const ext =
    extension === 'jpg' && /\.jpe?g$/i.test(cleaned)
      ? cleaned.slice(cleaned.lastIndexOf('.') + 1).toLowerCase()
      : extension;
  const room = NAME_MAX_LENGTH - ext.length - 1;
  const base = [...(stem || fallback)].slice(0, room).join('').trim();
  return `${base}.${ext}`;
}
