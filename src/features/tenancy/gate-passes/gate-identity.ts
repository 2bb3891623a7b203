// What the gatehouse checks in a pass: a CPF's check digits, an RG's shape, a plate in the
// Mercosul ('ABC1D23') or the old Brazilian format ('ABC-1234'), and the pass code (8 characters
// of Crockford base32: no I, L, O or U, so nothing reads as another character).

/** The 11 digits of a valid CPF written with or without dots and dash; else undefined. */
export function normaliseCpf(value: string): string | undefined {
  if (!/^\s*\d{3}\.?\d{3}\.?\d{3}-?\d{2}\s*$/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(digits)) return undefined;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? digits : undefined;
}

/** An RG as the states issue it (5 to 10 characters: 11 digits are a CPF, an optional final X), uppercase with no separators. */
export function normaliseRg(value: string): string | undefined {
  const compact = value.replace(/[\s.\-/]/g, '').toUpperCase();
  return /^\d{4,9}[\dX]$/.test(compact) ? compact : undefined;
}

/** 'ABC1D23' or 'ABC1234' for a plate typed in either format (any case, dash or space); else undefined. */
export function normalisePlate(value: string): string | undefined {
  const compact = value.trim().toUpperCase();
  const mercosul = /^([A-Z]{3})[\s-]?(\d[A-Z]\d{2})$/.exec(compact);
  if (mercosul) return `${mercosul[1]}${mercosul[2]}`;
  const old = /^([A-Z]{3})[\s-]?(\d{4})$/.exec(compact);
  return old ? `${old[1]}${old[2]}` : undefined;
}

/** A stored plate as it is written on the truck: 'ABC-1234' for the old format, 'ABC1D23' for Mercosul. */
export const displayPlate = (plate: string) =>
  /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;

/** A document shown after saving: only its last characters ('•••.•••.•89-09', 'RG •••••123'). */
export function maskDocument(kind: 'cpf' | 'rg', number: string): string {
  if (kind === 'cpf') return `•••.•••.•${number.slice(8, 9)}-${number.slice(9)}`;
  return `RG ${'•'.repeat(Math.max(0, number.length - 3))}${number.slice(-3)}`;
}

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

/**
 * A pass code as typed or scanned: uppercase, separators dropped and the look-alikes read as
 * Crockford does (O→0, I/L→1); the pass page's URL also gives its code. Else undefined.
 */
export function normaliseCode(value: string): string | undefined {
  const fromUrl = /\/passe\/[^/?#\s]+[?#].*\bcodigo=([0-9A-Za-z-]+)/.exec(value)?.[1];
  const compact = (fromUrl ?? value)
    .trim()
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return compact.length === CODE_LENGTH && [...compact].every((c) => CODE_ALPHABET.includes(c)) ? compact : undefined;
}

/** 'ABCD-1234': how a code is shown, in two halves easy to read aloud. */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
