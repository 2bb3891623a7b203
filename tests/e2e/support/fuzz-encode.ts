// Request bodies and query strings for the fuzz test, written byte by byte: hostile values must
// reach the server exactly as generated (raw bytes that are not UTF-8, duplicated fields, file
// parts), which URLSearchParams, FormData and JSON.stringify alone would clean up.
import { RawBytes, type FieldValue } from './fuzz-values';

export type Entries = ReadonlyArray<readonly [string, FieldValue]>;

const bytesOf = (value: FieldValue) =>
  value instanceof RawBytes ? Buffer.from(value.bytes) : Buffer.from(value, 'utf8');

/** Percent-encodes every byte but the unreserved ones (what a browser's form encoder does). */
export function percentEncode(value: FieldValue): string {
  let out = '';
  for (const byte of bytesOf(value)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export function urlEncoded(entries: Entries): Buffer {
  return Buffer.from(entries.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&'));
}

export const MULTIPART_BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

/** multipart/form-data; `filePart` sends that field as an uploaded file instead of a text. */
export function multipart(entries: Entries, filePart?: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of entries) {
    // Browsers escape these in a part's name the same way.
    const escaped = name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const file = name === filePart ? `; filename="fuzz\u0000.txt"\r\nContent-Type: application/octet-stream` : '';
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${escaped}"${file}\r\n\r\n`,
        'utf8',
      ),
    );
    chunks.push(bytesOf(value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** text/plain, as a browser sends a form with that enctype. */
export function textPlain(entries: Entries): Buffer {
  return Buffer.concat(
    entries.flatMap(([name, value]) => [Buffer.from(`${name}=`), bytesOf(value), Buffer.from('\r\n')]),
  );
}

/** JSON, with raw bytes spliced in as they are (so the body may not be valid UTF-8). */
export function json(value: unknown): Buffer {
  const raw: RawBytes[] = [];
  const walk = (v: unknown): unknown => {
    if (v instanceof RawBytes) return `@@RAW${raw.push(v) - 1}@@`;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const text = JSON.stringify(walk(value)) ?? 'null';
  const parts = text.split(/"@@RAW(\d+)@@"/);
  return Buffer.concat(
    parts.map((part, i) =>
      i % 2 === 0
        ? Buffer.from(part, 'utf8')
        : Buffer.concat([Buffer.from('"'), Buffer.from(raw[Number(part)]!.bytes), Buffer.from('"')]),
    ),
  );
}

/** Form entries as a JSON object (the last of a duplicated field wins). */
export function jsonOfEntries(entries: Entries): Buffer {
  return json(Object.fromEntries(entries));
}

export function queryString(entries: Entries): string {
  return entries.length ? `?${urlEncoded(entries).toString('latin1')}` : '';
}

export type FormEncoding =
  'urlencoded' | 'multipart' | 'file' | 'json' | 'bad-json' | 'bad-multipart' | 'text' | 'none' | 'odd-type';

/** A form's fields as a body of `encoding` and its declared type (`oddType` for 'odd-type'). */
export function encodeForm(entries: Entries, encoding: FormEncoding, oddType: string): { body: Buffer; type?: string } {
  switch (encoding) {
    case 'urlencoded':
      return { body: urlEncoded(entries), type: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return { body: multipart(entries), type: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
    case 'file':
      return { body: multipart(entries, entries[0]?.[0]), type: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
    case 'json':
      return { body: jsonOfEntries(entries), type: 'application/json' };
    // Bodies that do not match their declared type.
    case 'bad-json':
      return { body: urlEncoded(entries), type: 'application/json' };
    case 'bad-multipart':
      return { body: multipart(entries), type: 'multipart/form-data; boundary=not-the-boundary' };
    case 'text':
      return { body: textPlain(entries), type: 'text/plain' };
    case 'none':
      return { body: urlEncoded(entries) };
    case 'odd-type':
      return { body: urlEncoded(entries), type: oddType };
  }
}
