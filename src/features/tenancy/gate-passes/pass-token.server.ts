// The pass page's link, sent to the driver or visitor without an account: the pass id and when the
// link expires (the window's end), signed with the app's secret (HMAC-SHA256) for this one purpose.
// A changed character, another purpose's signature or a link past its window reads as nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@/lib/ids';
import { loadAuthSecret } from '@/server/auth-secret';
import { config } from '@/server/config';

const PURPOSE = 'gate-pass';
let secret: string | undefined;

function sign(body: string): Buffer {
  secret ??= loadAuthSecret(config().authSecret, config().dataDir);
  return createHmac('sha256', secret).update(`${PURPOSE}\n${body}`).digest();
}

/** The token for pass `passId`, good until `expires`: '<id>.<unix seconds>.<signature>'. */
export function passToken(passId: string, expires: Date): string {
  const body = `${passId}.${Math.floor(expires.getTime() / 1000)}`;
  return `${body}.${sign(body).toString('base64url')}`;
}

/** The pass a token names, if its signature holds and it has not expired at `now`. */
export function readPassToken(token: string, now: Date): string | undefined {
  const [id, expires, signature, ...rest] = token.split('.');
  if (!id || !expires || !signature || rest.length > 0 || !isUuid(id) || !/^\d{1,12}$/.test(expires)) return undefined;
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(`${id}.${expires}`).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(expires) * 1000 > now.getTime() ? id : undefined;
}
