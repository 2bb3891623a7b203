// The account rate limits through Better Auth's HTTP handler (auth.test-support.ts): per client
// address, per account across addresses, per address for sign-ups and resets. Each sign-in hashes a
// password (scrypt), so these are the slow ones, in a file of their own beside auth.test.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_SECRET, PASSWORD, SITE, useAuthHarness } from './auth.test-support';

vi.stubEnv('PUBLIC_SITE_URL', SITE);
vi.stubEnv('AUTH_SECRET', AUTH_SECRET);
const harness = useAuthHarness();
const { call, signIn, verifiedCustomer } = harness;

describe('account rate limits', () => {
  // 82 sign-ins, each a password hash: slow on purpose, so it gets more than the default time.
  it(
    'never limits an office signing in 50 times a minute from one IP; limits its 31st wrong password',
    { timeout: 60_000 },
    async () => {
      await verifiedCustomer('maria@example.com');
      const office = harness.ip;
      for (let i = 0; i < 50; i++) expect((await signIn('maria@example.com')).status, `sign-in ${i + 1}`).toBe(200);
      // Wrong passwords for many addresses (so the per-account limit is not what stops them).
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await signIn(`colega${i}@example.com`, 'Wrong1234')).status);
      expect(statuses).toEqual([...Array(30).fill(401), 429]);
      // Now even a right password from that address waits; from another it goes through.
      expect((await signIn('maria@example.com')).status).toBe(429);
      harness.ip = '203.0.113.77';
      expect((await signIn('maria@example.com')).status).toBe(200);
      // The window passes: the office signs in again.
      harness.ip = office;
      await harness.db.execute(sql`UPDATE account_rate_limit SET window_start = window_start - interval '16 minutes'`);
      expect((await signIn('maria@example.com')).status).toBe(200);
    },
  );

  it('limits wrong passwords per account across client IPs, alike for unknown addresses, never counting successes', async () => {
    await verifiedCustomer('maria@example.com');
    const from = (n: number) => (harness.ip = `192.0.2.${n}`);
    for (let i = 1; i <= 11; i++) {
      from(i);
      expect((await signIn('maria@example.com')).status).toBe(200);
    }
    for (const email of ['maria@example.com', 'nobody@example.com']) {
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        from(100 + i + (email.startsWith('n') ? 20 : 0));
        statuses.push((await signIn(email, 'Wrong1234')).status);
      }
      expect(statuses).toEqual(Array(10).fill(401));
    }
    from(200);
    const locked = await signIn('maria@example.com');
    const unknown = await signIn('nobody@example.com');
    expect([locked.status, unknown.status]).toEqual([429, 429]);
    expect(await locked.json()).toEqual(await unknown.json());
    expect((await signIn('rosa@example.com', 'Wrong1234')).status).toBe(401);

    // The window passes: the account may try again.
    await harness.db.execute(sql`UPDATE account_rate_limit SET window_start = window_start - interval '16 minutes'`);
    expect((await signIn('maria@example.com')).status).toBe(200);
    // 33 sign-ins, each hashing a password (scrypt): CPU-bound, so slow on a busy 2-core machine.
  }, 60_000);

  it('limits sign-ups and reset requests per address across client IPs', async () => {
    for (const [path, body] of [
      [
        '/sign-up/email',
        (n: number) => ({
          email: 'maria@example.com',
          password: PASSWORD,
          name: 'M S',
          firstName: 'M',
          lastName: `S${n}`,
        }),
      ],
      ['/request-password-reset', () => ({ email: 'nobody@example.com', redirectTo: '/reset-password' })],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        harness.ip = `198.18.${path.length}.${i + 1}`;
        statuses.push((await call(path, { body: body(i) })).status);
      }
      expect(statuses, path).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});
