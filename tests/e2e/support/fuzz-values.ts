// The hostile values the fuzz test (tests/e2e/fuzz.spec.ts) puts in fields, query strings and JSON
// bodies: characters that break storage or hide text, odd numbers, odd lengths, raw bytes that are
// not UTF-8, and values of the wrong type.
import fc from 'fast-check';

/** Bytes sent as they are (never re-encoded): invalid UTF-8 reaches the server only this way. */
export class RawBytes {
  constructor(readonly bytes: Uint8Array) {}
  toJSON() {
    return `<bytes ${Buffer.from(this.bytes).toString('hex')}>`;
  }
}

/** A value as JSON text with invisible and look-alike characters escaped, for reports. */
export function visible(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.replace(
    /[\u007f-\u00a0\u00ad\u061c\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff0-\uffff]|\u034f/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What a form field or query parameter carries. */
export type FieldValue = string | RawBytes;

// Single characters that storage, trimming, rendering or a regular expression handle specially.
export const SPECIAL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009b',
  '\u009f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2007',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u3000',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u0301',
  '\u0327',
  '\u20dd',
  '\u0e33',
  '😀',
  '👩‍👩‍👧',
  '🇧🇷',
  'ß',
  'ﬁ',
  'İ',
  'ǅ',
  '𝓐',
  '١',
  '९',
  '\u00ad',
  '\u034f',
  '\u061c',
  '<',
  '>',
  '"',
  "'",
  '&',
  '%',
  '+',
  '=',
  ';',
  '\\',
  '/',
  '`',
  '$',
  '{',
  '}',
  '[',
  ']',
  '#',
  '?',
  '@',
] as const;

// Whole values aimed at the findings of the security review and their relatives, by the kind of
// field they are most likely to break (a field gets its own kind's often, the others' sometimes).
const GENERIC = [
  '',
  ' ',
  '  ',
  '\t',
  '\u00a0',
  '\u3000',
  '\u0000',
  'a\u0000',
  '\u0000\u0000\u0000',
  '%00',
  '\\0',
  '\\u0000',
  '\u200b',
  '\ufeff',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '=cmd|x',
  'Texto\u0000com NUL',
  'Linha 1\r\nLinha 2',
  'Texto\u2028separado',
  'Texto\u202eoverride',
  'Texto\u0085NEL',
  'Texto\u001bESC',
  'Texto\u0007BEL',
  'Texto\u007fDEL',
] as const;

const NAMES = [
  'Ana\u0000Souza',
  'Ana\u202eazuoS',
  'Ana\u2066Souza\u2069',
  'Ana\u2028Souza',
  'Ana\u0085Souza',
  'Ana\u001bSouza',
  'Ana\u007fSouza',
  'Ana\tSouza',
  'Ana\nSouza',
  'Ana\r\nSouza',
  'Ana\u200bSouza',
  'Ana\u0001',
  '\u0000Ana',
  'Ana\u009b',
  // The same name decomposed (NFD) and precomposed (NFC).
  'Jose\u0301 Conceic\u0327a\u0303o',
  'José Conceição',
  'A\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Zoë 😀',
  '👩‍👩‍👧👩‍👩‍👧',
  '🇧🇷🇧🇷',
  'Ἀθηνᾶ',
  'Анна',
  'محمد',
  'אנה',
  '王芳',
  'ǅemal',
  'İİİ',
  'ßß',
  ' Ana ',
  'A',
  'a'.repeat(100),
  'a'.repeat(101),
  'é'.repeat(101),
  'e\u0301'.repeat(60),
  'Ana '.repeat(30),
  'A'.repeat(5000),
] as const;

const PHONES = [
  '----------',
  '((((((((((',
  '++++++++++',
  '          ',
  '84\t99999\t9999',
  '84\u00a099999\u00a09999',
  '84\u202899999 9999',
  '84\u2029999999999',
  '84\u200b99999-9999',
  '(84) 99999-9999\u0000',
  '84\u000b99999 9999',
  '84\u300099999 9999',
  '84\u200799999 9999',
  '８４ ９９９９９ ９９９９',
  '٨٤٩٩٩٩٩٩٩٩٩',
  '84 9 9 9 9 9 9 9 9 9',
  '+55 (84) 99999-9999 ',
  '1',
  '123456789',
  '12345678901234567890123',
  '(84) 9999-999',
  '- - - - - 1',
  '1-2-3-4-5-6',
] as const;

const EMAILS = [
  'a@b',
  '@example.com',
  'a@',
  'a@example.com\u0000',
  ' ana@example.com ',
  'ANA@EXAMPLE.COM',
  'ana@example.com.',
  '"a b"@example.com',
  'ana@exämple.com',
  'ána@example.com',
  'a@xn--exmple-cua.com',
  'ana@example.com\nBcc: x@y.z',
  'ana+tag@example.com',
  'ana@[127.0.0.1]',
  'ana@localhost',
  `${'a'.repeat(250)}@example.com`,
  'ana@example.com\u202e',
  'ana\u0000@example.com',
  'ana@example.com\t',
  'ana@ex\u00adample.com',
] as const;

// Where a form or endpoint sends the browser next, and the page's language.
const PATHS_AND_LOCALES = [
  '../../etc/passwd',
  '/',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%2e%2e/admin',
  '/en/../admin',
  '/?x=\u0000',
  '/\u0000',
  '/#x',
  '/dashboard\u0000',
  '/\t/evil.example',
  'pt-BR',
  'en',
  'EN',
  'pt-br',
  'xx',
  'pt-BR\u0000',
  'en ',
  '\u0000en',
  'en\u2028',
  'pt-BR'.repeat(3),
] as const;

// The exact values the security review broke the site with, per kind of field: each run sends
// them often, so a regression shows up whatever the seed.
export const REGRESSIONS: Record<FieldKind, readonly string[]> = {
  // A lone surrogate reaches the database only through JSON (the auth endpoints): it answered 500.
  text: ['\u0000', 'Texto\u0000com NUL', 'Texto\u0001', 'Texto\u001bESC', 'u\ud83cser'],
  name: [
    'Ana\u0000Souza',
    'Ana\u0001Souza',
    'Ana\u001bSouza',
    'Ana\u0085Souza',
    'A'.repeat(5000),
    'a'.repeat(101),
    'Ana\ud83cSouza',
  ],
  phone: ['84\t99999\t9999', '84\u00a099999\u00a09999', '84\u202899999 9999', '----------', '(84) 99999-9999\u0000'],
  email: ['ana\u0000@example.com', 'ana@example.com\u0000'],
  number: ['0.0001', '0.0004', '0.00049', '1e400', '-0', 'NaN', ' 3 ', '3\u0000'],
  path: ['/\u0000', 'pt-BR\u0000', '/dashboard\u0000'],
};

export type FieldKind = 'name' | 'phone' | 'email' | 'number' | 'path' | 'text';

/** The kind of a field, from its name (the forms' and the auth endpoints' names). */
export function kindOf(field: string): FieldKind {
  if (/phone|celular/i.test(field)) return 'phone';
  if (/email/i.test(field)) return 'email';
  if (/name|nome/i.test(field)) return 'name';
  if (/weight|modulo|limit|expires/i.test(field)) return 'number';
  if (/pagina|page|redirect|next|url|locale/i.test(field)) return 'path';
  return 'text';
}

const POOLS: Record<FieldKind, readonly string[]> = {
  name: NAMES,
  phone: PHONES,
  email: EMAILS,
  number: [],
  path: PATHS_AND_LOCALES,
  text: GENERIC,
};

// Numbers as a form field carries them (a string) and as JSON may.
const ODD_NUMBERS = [
  '1e400',
  '-1e400',
  '-0',
  '0',
  '0.0',
  '0.0001',
  '0.0004',
  '0.0005',
  '0.001',
  '1.0005',
  '0.1',
  '1e-7',
  '5e-324',
  'NaN',
  'Infinity',
  '-Infinity',
  ' 3 ',
  '3 ',
  '\t3',
  '3\u0000',
  '3.',
  '.5',
  '0x10',
  '0b11',
  '0o7',
  '1_000',
  '1,5',
  '1.5.5',
  '+5',
  '-5',
  '00012',
  '१२',
  '٣',
  '３',
  '9'.repeat(400),
  '1000000',
  '1000000.001',
  '999999.9999',
  '18',
  '19',
  '0.0001',
  '0.00049',
  '0.0009',
  '1.0001',
  '12.3456',
  '0.00000001',
  '1e-4',
  '0,0001',
  '2147483648',
  '9007199254740993',
  '1.7976931348623157e309',
  '12abc',
  'abc',
] as const;

const LONG_LENGTHS = [101, 256, 1001, 2000, 5000] as const;
const LONG_UNITS = ['a', 'Ana ', 'é', 'e\u0301', '😀', '\u0000', '\u200b', '9', '-', ' '] as const;

/** Raw byte sequences that are not valid UTF-8 (or are invalid ways to write a NUL or a surrogate). */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
  [0xc3],
  [0x41, 0x00, 0x42],
  [0xef, 0xbb, 0xbf],
] as const;

export const rawBytes: fc.Arbitrary<RawBytes> = fc
  .tuple(fc.constantFrom(...INVALID_UTF8), fc.constantFrom('', 'Ana', '84999999999', 'a@example.com'))
  .map(([bad, text]) => new RawBytes(Buffer.concat([Buffer.from(text), Buffer.from(bad), Buffer.from(text)])));

export const specialCharacter = fc.constantFrom(...SPECIAL_CHARACTERS);

export const longText = fc
  .tuple(fc.constantFrom(...LONG_UNITS), fc.constantFrom(...LONG_LENGTHS))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** `base` with hostile characters inserted, appended or prepended. */
export function corrupted(base: string): fc.Arbitrary<string> {
  return fc.array(fc.tuple(specialCharacter, fc.nat()), { minLength: 1, maxLength: 3 }).map((inserts) =>
    inserts.reduce((text, [ch, at]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + ch + text.slice(i);
    }, base),
  );
}

/** Any code units at all (lone surrogates included), short. */
export const randomText = fc.string({ unit: 'binary', maxLength: 40 });

/** A hostile string for a field of `kind` whose valid value is `valid` (when known). */
export function hostileString(valid?: string, kind: FieldKind = 'text'): fc.Arbitrary<string> {
  const own = kind === 'number' ? ODD_NUMBERS : POOLS[kind];
  const others = [...GENERIC, ...NAMES, ...PHONES, ...EMAILS, ...PATHS_AND_LOCALES];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...REGRESSIONS[kind]), weight: 5 },
    { arbitrary: fc.constantFrom(...own), weight: 6 },
    { arbitrary: fc.constantFrom(...others), weight: 3 },
    { arbitrary: corrupted(valid ?? 'Ana Souza'), weight: 5 },
    { arbitrary: fc.constantFrom(...ODD_NUMBERS), weight: 1 },
    { arbitrary: longText, weight: 1 },
    { arbitrary: randomText, weight: 2 },
  );
}

/** A hostile value for a form field or query parameter. */
export function hostileField(valid?: string, kind?: FieldKind): fc.Arbitrary<FieldValue> {
  return fc.oneof({ arbitrary: hostileString(valid, kind), weight: 12 }, { arbitrary: rawBytes, weight: 1 });
}

/** A hostile JSON value: strings as above, and every other JSON type. */
export function hostileJson(valid?: unknown, kind?: FieldKind): fc.Arbitrary<unknown> {
  const asText = typeof valid === 'string' ? valid : undefined;
  return fc.oneof(
    { arbitrary: hostileString(asText, kind), weight: 8 },
    { arbitrary: fc.constant(null), weight: 3 },
    {
      arbitrary: fc.constantFrom(true, false, 0, -0, -1, 1e308, 0.0001, 2 ** 53 + 2, [], {}, [null], { toString: 1 }),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...ODD_NUMBERS).map(Number), weight: 1 },
    { arbitrary: fc.array(hostileString(asText, kind), { maxLength: 3 }), weight: 1 },
    {
      arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'a', 'name', 'firstName', ''), hostileString(asText), {
        maxKeys: 2,
      }),
      weight: 1,
    },
    { arbitrary: rawBytes, weight: 1 },
  );
}

/** Values a client may put in X-Forwarded-For: addresses and things that only look like them. */
export const forwardedFor = fc.oneof(
  { arbitrary: fc.ipV4(), weight: 20 },
  { arbitrary: fc.ipV6(), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '',
      'unknown',
      '1.2.3.4, 5.6.7.8',
      '999.1.1.1',
      '::1',
      '  ',
      'x'.repeat(600),
      '"1.2.3.4"',
      '1.2.3.4:80',
    ),
    weight: 2,
  },
);
