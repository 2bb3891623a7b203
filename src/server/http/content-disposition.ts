// The Content-Disposition of a file the site sends: an ASCII `filename` for old clients and the
// real name, accents included, as RFC 5987 `filename*`. Quotes, controls and line breaks never
// reach the header as they are.

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

// Half of a surrogate pair, alone: no character, and encodeURIComponent throws on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.replace(LONE_SURROGATE, '\uFFFD');
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
