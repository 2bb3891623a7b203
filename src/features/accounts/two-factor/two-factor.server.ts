// Where a person's two-factor sign-in stands, read from Better Auth's own records: off, pending
// (turned on with the password, not yet confirmed with a code from the app) or on. While pending
// the page shows the key again (decrypted as the plugin does), so a reload or a mistyped code does
// not lose it; right after confirming, the backup codes are read back to be shown once.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { getAuth, TWO_FACTOR_ISSUER } from '@/server/auth';
import { db } from '@/server/db/client';
import { twoFactor, user } from '@/server/db/schema';

const BASE32_PREFIX = 'base32:';

export type TwoFactorState = 'off' | 'pending' | 'on';

async function secretKey() {
  return (await getAuth().$context).secretConfig;
}

async function factorOf(userId: string) {
  const [row] = await db()
    .select({
      enabled: user.twoFactorEnabled,
      email: user.email,
      secret: twoFactor.secret,
      backupCodes: twoFactor.backupCodes,
      verified: twoFactor.verified,
    })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

export async function twoFactorState(userId: string): Promise<TwoFactorState> {
  const row = await factorOf(userId);
  if (row?.enabled && row.verified !== false) return 'on';
  return row?.secret && row.verified === false ? 'pending' : 'off';
}

/** The otpauth:// URI of an enrolment waiting for its first code; undefined when none is. */
export async function pendingEnrolmentUri(userId: string): Promise<string | undefined> {
  const row = await factorOf(userId);
  if (!row?.secret || row.verified !== false) return undefined;
  const stored = await symmetricDecrypt({ key: await secretKey(), data: row.secret });
  const secret = stored.startsWith(BASE32_PREFIX)
    ? base32.decode(stored.slice(BASE32_PREFIX.length).toUpperCase())
    : stored;
  return createOTP(secret, { digits: 6, period: 30 }).url(TWO_FACTOR_ISSUER, row.email);
}

/** The backup codes not used yet (to show right after they are made, once). */
export async function currentBackupCodes(userId: string): Promise<string[]> {
  const row = await factorOf(userId);
  if (!row?.backupCodes) return [];
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key: await secretKey(), data: row.backupCodes }));
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}
