// Storage keys are opaque paths the application makes (`documents/<uuid>`). They are checked here,
// before any driver sees them, so that no key can name a file outside the storage root on disk or
// outside the prefix on S3, and so that a key means the same object on both drivers.
import { InvalidStorageKeyError } from './storage-errors';

const MAX_KEY_LENGTH = 512;
// A segment starts and ends with a letter, digit, '_' or '-': this rules out '.', '..', hidden
// names (the disk driver keeps its own files under dot-folders) and names that Windows or S3
// tools treat specially.
const SEGMENT = /^[A-Za-z0-9_-](?:[A-Za-z0-9._-]*[A-Za-z0-9_-])?$/;

/** Why `key` is not a valid storage key, or undefined when it is. */
export function storageKeyProblem(key: string): string | undefined {
  if (key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'control characters are not allowed';
  if (key.includes('\\')) return 'backslashes are not allowed; separate segments with "/"';
  if (key.startsWith('/')) return 'it must be relative (no leading "/")';
  for (const segment of key.split('/')) {
    if (segment === '') return 'it has an empty segment ("//" or a trailing "/")';
    if (segment === '.' || segment === '..') return '"." and ".." segments are not allowed';
    if (!SEGMENT.test(segment)) {
      return 'segments may only hold letters, digits, ".", "_" and "-", and may not start or end with "."';
    }
  }
  return undefined;
}

export function assertStorageKey(key: string): void {
  const problem = typeof key === 'string' ? storageKeyProblem(key) : 'it is not a string';
  if (problem) throw new InvalidStorageKeyError(String(key), problem);
}
