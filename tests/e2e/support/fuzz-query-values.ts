// The hostile values the fuzz test puts in query parameters: control bytes, huge values, and
// overlong or broken UTF-8 (a lone surrogate's bytes) written as raw bytes.
import fc from 'fast-check';
import { hostileField, rawBytes, RawBytes, type FieldValue } from './fuzz-values';

// Control bytes (C0, DEL, C1, the bidi and line separators) alone or around a value.
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f', '\u2028', '\u202e'];
const controlText = fc
  .tuple(
    fc.constantFrom(...CONTROLS),
    fc.constantFrom('', 'abc', 'PLP-00000-00000', 'a@example.com', '2026-11-26', '2'),
  )
  .map(([control, text]) => `${text}${control}${text}`);
// Huge values: past every field's cap, up to Node's limit on a request's head (16 KiB; past it, 431).
const hugeText = fc
  .tuple(fc.constantFrom('a', '\u0000', 'é', '😀'), fc.constantFrom(1000, 3000, 6000))
  .map(([unit, bytes]) => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit))));
// Overlong and broken UTF-8 and lone surrogates, as raw bytes.
const brokenUtf8 = fc.oneof(
  rawBytes,
  fc
    .constantFrom([0xed, 0xa0, 0x80], [0xed, 0xb0, 0x80], [0xc0, 0x80], [0xe0, 0x80, 0x80], [0xff])
    .map((bytes) => new RawBytes(Buffer.from(bytes))),
);

/** A hostile value for a query parameter. */
export const hostileQueryValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { arbitrary: hostileField(), weight: 4 },
  { arbitrary: controlText, weight: 3 },
  { arbitrary: brokenUtf8, weight: 3 },
  { arbitrary: hugeText, weight: 1 },
);
