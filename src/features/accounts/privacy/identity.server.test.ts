// The proof asked before an account is erased, checked by Better Auth against a real session:
// the password, then (two-factor sign-in on) an authenticator code or a backup code.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getAuth, resetAuth } from '@/server/auth';
import type { DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { accountRateLimit, twoFactor, user } from '@/server/db/schema';
import { confirmIdentity, eraseOwnAccount, IDENTITY_LIMIT } from './identity.server';

vi.stubEnv('PUBLIC_SITE_URL', 'http://portal.test:4321');
vi.stubEnv('AUTH_SECRET', 'test-secret-test-secret-test-secret-0123');

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['background_jobs', 'account_rate_limit', 'verification', 'user']);
beforeAll(() => resetAuth());

const PASSWORD = 'Senha1234';
let counter = 0;

/** A verified customer signed in through Better Auth: their id and the session's request headers. */
async function signedIn() {
  const email = `cliente${++counter}@example.com`;
  await getAuth().api.signUpEmail({
    body: { email, password: PASSWORD, name: 'Ana Souza', firstName: 'Ana', lastName: 'Souza' },
  });
  await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const { headers, response } = await getAuth().api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: response.user.id, headers: new Headers({ cookie }) };
}

function base32(text: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.replace(/=+$/, '')].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/** The authenticator app's current code for a TOTP URI (RFC 6238: SHA-1, 6 digits, 30 s). */
function totp(uri: string) {
  const counterBytes = Buffer.alloc(8);
  counterBytes.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const hmac = createHmac('sha1', base32(new URL(uri).searchParams.get('secret') ?? ''))
    .update(counterBytes)
    .digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Turns two-factor sign-in on, as confirming the app's first code does. */
async function withTwoFactor(person: { id: string; headers: Headers }) {
  const enabled = await getAuth().api.enableTwoFactor({ body: { password: PASSWORD }, headers: person.headers });
  if (enabled.method !== 'totp') throw new Error('expected a TOTP set-up');
  const { totpURI, backupCodes } = enabled;
  await handle.db.update(twoFactor).set({ verified: true }).where(eq(twoFactor.userId, person.id));
  await handle.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, person.id));
  return { totpURI, backupCodes, person: { id: person.id, twoFactorEnabled: true } };
}

const WRONG_PASSWORD = { code: 'BAD_REQUEST', message: 'privacy.erase.error.wrongPassword' };
const WRONG_CODE = { code: 'BAD_REQUEST', message: 'privacy.erase.error.wrongCode' };

describe(`confirming who erases an account on ${testEngine}`, () => {
  it("takes the account's password, and refuses another", async () => {
    const ana = await signedIn();
    await expect(confirmIdentity(ana.headers, { id: ana.id }, { password: 'Errada123' })).rejects.toMatchObject(
      WRONG_PASSWORD,
    );
    await expect(confirmIdentity(ana.headers, { id: ana.id }, { password: PASSWORD })).resolves.toBeUndefined();
  });

  it('with two-factor sign-in on, also wants the app’s code or a backup code', async () => {
    const ana = await signedIn();
    const { totpURI, backupCodes, person } = await withTwoFactor(ana);
    await expect(confirmIdentity(ana.headers, person, { password: PASSWORD })).rejects.toMatchObject(WRONG_CODE);
    const wrong = String((Number(totp(totpURI)) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(confirmIdentity(ana.headers, person, { password: PASSWORD, code: wrong })).rejects.toMatchObject(
      WRONG_CODE,
    );
    await expect(
      confirmIdentity(ana.headers, person, { password: 'Errada123', code: totp(totpURI) }),
    ).rejects.toMatchObject(WRONG_PASSWORD);
    await expect(
      confirmIdentity(ana.headers, person, { password: PASSWORD, code: totp(totpURI) }),
    ).resolves.toBeUndefined();
    await expect(
      confirmIdentity(ana.headers, person, { password: PASSWORD, code: ` ${backupCodes[0]} ` }),
    ).resolves.toBeUndefined();
  });

  it('stops answering after too many failures, even to the right password', async () => {
    const ana = await signedIn();
    for (let i = 0; i < IDENTITY_LIMIT.max; i++) {
      await expect(confirmIdentity(ana.headers, { id: ana.id }, { password: `Errada${i}AB` })).rejects.toMatchObject(
        WRONG_PASSWORD,
      );
    }
    await expect(confirmIdentity(ana.headers, { id: ana.id }, { password: PASSWORD })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'privacy.erase.error.tooMany',
    });
  });
});

describe(`erasing one's own account on ${testEngine}`, () => {
  it('refuses a staff account before asking for any proof, and keeps it', async () => {
    const ana = await signedIn();
    await handle.db.update(user).set({ role: 'admin' }).where(eq(user.id, ana.id));
    await expect(
      eraseOwnAccount(ana.headers, { id: ana.id, role: 'admin' }, { password: 'Errada123' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'privacy.error.staff' });
    expect(await handle.db.select().from(user).where(eq(user.id, ana.id))).toHaveLength(1);
    // No failed proof was counted against the account.
    const hits = await handle.db.select().from(accountRateLimit);
    expect(hits.filter((hit) => hit.key.endsWith(ana.id))).toEqual([]);
  });
});
