// The one way to put a secret in a link (docs/decisions/039-one-signed-link.md).
// - A signed link names one record for one purpose until a time: '<subject>.<unix seconds>.<signature>',
//   the signature HMAC-SHA256(app secret, purpose + "\n" + '<subject>.<unix seconds>') in base64url
//   (the format the pass and visit links had before this module, so links already sent still open).
//   A changed character, another purpose's signature or a link past its time reads as nothing.
// - A keyed name is a stable HMAC of a purpose and parts, for an address that lives until revoked
//   (the staff's calendar feed), kept as its storedHash.
// - A random token, stored as its storedHash, for a link that is used once (a tenant's invitation).
// Every comparison of a secret goes through sameSecret (constant time).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { loadAuthSecret } from './auth-secret';
import { config } from './config';

/** What a signed link is for: a signature for one purpose never opens another. */
export type LinkPurpose = 'gate-pass' | 'visit-manage';
/** What a keyed name is for. */
export type NamePurpose = 'staff-calendar-feed';

const SUBJECT = /^[A-Za-z0-9_-]{1,128}$/;
const SECONDS = /^\d{1,12}$/;

let secret: string | undefined;

function hmac(message: string): string {
  secret ??= loadAuthSecret(config().authSecret, config().dataDir);
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Whether two secrets are the same, in a time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link token naming `subject` (letters, digits, '-' and '_') for `purpose`, good until `expires`. */
export function sign(purpose: LinkPurpose, subject: string, expires: Date): string {
  if (!SUBJECT.test(subject)) throw new Error(`A signed link's subject must be URL-safe: ${subject}`);
  const body = `${subject}.${Math.floor(expires.getTime() / 1000)}`;
  return `${body}.${hmac(`${purpose}\n${body}`)}`;
}

/** The subject a token names for `purpose`, if its signature holds and it has not expired at `now`. */
export function verify(purpose: LinkPurpose, token: string, now: Date): string | undefined {
  const [subject, expires, signature, ...rest] = token.split('.');
  if (!subject || !expires || !signature || rest.length > 0) return undefined;
  if (!SUBJECT.test(subject) || !SECONDS.test(expires)) return undefined;
  // Compared as written: base64url's last character has spare bits, so two spellings decode alike.
  if (!sameSecret(signature, hmac(`${purpose}\n${subject}.${expires}`))) return undefined;
  return Number(expires) * 1000 > now.getTime() ? subject : undefined;
}

/** A stable secret name for `purpose` and `parts` (43 characters of base64url): the same parts, the same name. */
export function keyedName(purpose: NamePurpose, ...parts: string[]): string {
  return hmac([purpose, ...parts].join(':'));
}

/** A new random token (32 bytes, 43 characters of base64url), for a link that is stored as its hash. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is kept of a token in the database (SHA-256, hex): a copy of the table opens no link. */
export function storedHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
