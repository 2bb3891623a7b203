// The visitor's link to move or cancel a visit without an account: the visit's id and when the
// link expires (the visit's end), signed with the app's secret (HMAC-SHA256) for this one purpose.
// A changed character, another purpose's signature or a link past its time reads as nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@/lib/ids';
import { loadAuthSecret } from '@/server/auth-secret';
import { config } from '@/server/config';

const PURPOSE = 'visit-manage';
let secret: string | undefined;

function sign(body: string): Buffer {
  secret ??= loadAuthSecret(config().authSecret, config().dataDir);
  return createHmac('sha256', secret).update(`${PURPOSE}\n${body}`).digest();
}

/** The token for visit `visitId`, good until `expires`: '<id>.<unix seconds>.<signature>'. */
export function visitManageToken(visitId: string, expires: Date): string {
  const body = `${visitId}.${Math.floor(expires.getTime() / 1000)}`;
  return `${body}.${sign(body).toString('base64url')}`;
}

/** The visit a token names, if its signature holds and it has not expired at `now`. */
export function readVisitManageToken(token: string, now: Date): string | undefined {
  const [id, expires, signature, ...rest] = token.split('.');
  if (!id || !expires || !signature || rest.length > 0 || !isUuid(id) || !/^\d{1,12}$/.test(expires)) return undefined;
  // Compared as written: base64url's last character has spare bits, so two spellings decode alike.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(`${id}.${expires}`).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(expires) * 1000 > now.getTime() ? id : undefined;
}
