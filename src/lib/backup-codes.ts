// Two-factor backup codes: read off paper or a screen and typed back, so they use Crockford's
// base32 (digits and capitals without I, L, O and U: nothing that looks like something else) in
// three groups of four, '7KQ2-M9XD-4HRT' (60 bits each). Codes made before this (Better Auth's own,
// 'aB3dE-12x45', ten letters in either case and digits) keep working until used or replaced.

/** Crockford's base32 alphabet. */
export const BACKUP_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
export const BACKUP_CODE_COUNT = 10;

const group = (plain: string) => plain.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? plain;

/** One new code, from the platform's cryptographic random source (32 divides 256: no bias). */
export function newBackupCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return group(Array.from(bytes, (b) => BACKUP_CODE_ALPHABET[b % 32]).join(''));
}

/** The ten codes Better Auth stores (its `customBackupCodesGenerate`). */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, newBackupCode);
}

/**
 * A typed code in the form it was stored in, or undefined when it cannot be one. A current code is
 * read as Crockford's decoding reads it: any case, O as 0, I and L as 1, spaces and dashes anywhere.
 * An older code (ten letters and digits, case-sensitive) is kept as typed, with its dash.
 */
export function normaliseBackupCode(typed: string): string | undefined {
  const plain = typed.replace(/[\s-]/g, '');
  if (plain.length === LENGTH) {
    const read = plain.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
    return [...read].every((c) => BACKUP_CODE_ALPHABET.includes(c)) ? group(read) : undefined;
  }
  if (/^\s*[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}\s*$/.test(typed)) return `${plain.slice(0, 5)}-${plain.slice(5)}`;
  return undefined;
}
