// The site's tracking numbers: 'PLP-' and ten Crockford base32 symbols, the last one a check symbol
// (the number's value modulo 37), so any single mistyped symbol and any two swapped neighbours are
// caught before a lookup. Runs in the browser too (no imports).
//
// Minted numbers never end in one of Crockford's punctuation check symbols (* ~ $ =): those are
// drawn again, so every number can be read out on the phone and typed into a URL as it is.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CHECK_SYMBOLS = `${ALPHABET}*~$=U`;
const BODY_LENGTH = 9;
const PREFIX = 'PLP';

/** Numbers minted before check symbols existed ('PLP-' and eight symbols): looked up as written. */
const LEGACY = /^PLP-?([A-HJ-NP-Z2-9]{8})$/;

/** A tracking number inside a text ('Envio PLP-4V35W-AQR6Z aprovado'), either form. */
export const TRACKING_NUMBER_IN_TEXT = /PLP-(?:[0-9A-Z]{5}-[0-9A-Z*~$=]{5}|[0-9A-Z]{8})(?![0-9A-Z])/g;

export type TrackingParse =
  { ok: true; trackingNumber: string } | { ok: false; reason: 'empty' | 'malformed' | 'checksum' };

function checkValue(body: string): number {
  let remainder = 0;
  for (const symbol of body) remainder = (remainder * 32 + ALPHABET.indexOf(symbol)) % 37;
  return remainder;
}

const format = (symbols: string) => `${PREFIX}-${symbols.slice(0, 5)}-${symbols.slice(5)}`;

/** A fresh tracking number; `random(n)` gives an integer in [0, n) (crypto's randomInt on the server). */
export function mintTrackingNumber(random: (max: number) => number): string {
  for (;;) {
    let body = '';
    for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[random(ALPHABET.length)];
    const check = CHECK_SYMBOLS[checkValue(body)] as string;
    if (ALPHABET.includes(check) || check === 'U') return format(body + check);
  }
}

/**
 * What a person typed, as the stored tracking number, or why it cannot be one. Case, spaces and
 * hyphens do not matter, the 'PLP' prefix is optional, and the letters Crockford reads as digits
 * (O for 0, I and L for 1) are read that way.
 */
export function parseTrackingNumber(input: string): TrackingParse {
  const compact = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―]/g, '');
  if (!compact) return { ok: false, reason: 'empty' };
  const legacy = LEGACY.exec(compact);
  if (legacy) return { ok: true, trackingNumber: `${PREFIX}-${legacy[1]}` };
  const unprefixed =
    compact.length === BODY_LENGTH + 1 + PREFIX.length && compact.startsWith(PREFIX)
      ? compact.slice(PREFIX.length)
      : compact;
  const symbols = unprefixed.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== BODY_LENGTH + 1) return { ok: false, reason: 'malformed' };
  const body = symbols.slice(0, BODY_LENGTH);
  const check = symbols.slice(BODY_LENGTH);
  if ([...body].some((s) => !ALPHABET.includes(s)) || !CHECK_SYMBOLS.includes(check))
    return { ok: false, reason: 'malformed' };
  if (CHECK_SYMBOLS[checkValue(body)] !== check) return { ok: false, reason: 'checksum' };
  return { ok: true, trackingNumber: format(symbols) };
}
