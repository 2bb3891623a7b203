// Accounts end to end through Better Auth's HTTP handler, as the app calls it: real database engine,
// the job runner sending mail, and a real SMTP server on loopback.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMailSink, type MailSink, type ReceivedMail } from '../../tests/support/mail-sink.mjs';
import * as z from 'zod/mini';
import { profileSchema } from '@/features/accounts/profile/profile.schema';
import { CLIENT_IP_HEADER, getAuth, resetAuth } from './auth';
import { PASSWORD_RULE_MESSAGE } from './auth-password';
import type { DatabaseHandle } from './db/client';
import { user } from './db/schema';
import { useTestDatabase } from './db/test-database';
import { ensureFirstAdmin } from './first-admin';
import { startLiveEvents, type LiveEvents } from './events';
import { startJobRunner, type JobRunner } from './jobs';
import { mailJobHandler } from './mail';
import { createMailTransport, type MailTransport } from './mail/transport';

const SITE = 'http://portal.test:4321';
vi.stubEnv('PUBLIC_SITE_URL', SITE);
vi.stubEnv('AUTH_SECRET', 'test-secret-test-secret-test-secret-0123');

let handle: DatabaseHandle;
let sink: MailSink;
let smtp: MailTransport;
let worker: JobRunner;
let events: LiveEvents;
let ipCounter = 0;
/** Each test its own client IP, so the rate limiter only meets the test that is about it. */
let ip = '';

beforeAll(async () => {
  handle = await useTestDatabase();
  resetAuth();
  sink = await startMailSink();
  smtp = createMailTransport({
    smtpUrl: sink.url,
    from: 'Portal <portal@example.com>',
    messageIdDomain: 'portal.test',
  });
  events = await startLiveEvents(handle.driver);
  worker = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 50 });
});
afterAll(async () => {
  await worker.stop();
  await events.stop();
  await smtp.close();
  await sink.close();
  await handle.close();
});
beforeEach(async () => {
  // An email the previous test queued may still be on its way: let it land before clearing.
  await worker.stop();
  await handle.db.execute(
    sql`TRUNCATE "user", session, account, verification, background_jobs, account_rate_limit CASCADE`,
  );
  sink.clear();
  worker = await startJobRunner({ handlers: [mailJobHandler(smtp)], pollIntervalMs: 50 });
  ip = `198.51.100.${++ipCounter}`;
});

async function call(path: string, init: { body?: unknown; cookie?: string; method?: string } = {}) {
  const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: ip });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  const url = path.startsWith('http') ? path : `${SITE}/api/auth${path}`;
  return getAuth().handler(
    new Request(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
const sessionOf = async (cookie: string) => getAuth().api.getSession({ headers: new Headers({ cookie }) });

async function nextMail(to: string): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = sink.messages.find((m) => m.envelopeTo.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no email to ${to}`);
}
const linkIn = (mail: ReceivedMail) => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
};

const PASSWORD = 'Galpao2026ok';
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  call('/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Maria Souza', firstName: 'Maria', lastName: 'Souza', ...extra },
  });
async function verifiedCustomer(email: string) {
  expect((await signUp(email)).status).toBe(200);
  const verified = await call(linkIn(await nextMail(email)));
  expect(verified.status).toBe(302);
  expect(verified.headers.get('location')).not.toContain('error=');
  sink.clear();
}
const signIn = (email: string, password = PASSWORD) => call('/sign-in/email', { body: { email, password } });

describe('accounts', () => {
  it('sign-up sends a verification email in the customer language whose link verifies and signs in', async () => {
    const response = await signUp('maria@example.com', { locale: 'en', callbackURL: '/en/dashboard' });
    expect(response.status).toBe(200);
    expect(cookiesOf(response)).not.toContain('session_token');

    const mail = await nextMail('maria@example.com');
    expect(mail.subject).toBe('Confirm your email');
    const link = linkIn(mail);
    expect(link.startsWith(`${SITE}/api/auth/verify-email?token=`)).toBe(true);

    const verified = await call(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/en/dashboard');
    const session = await sessionOf(cookiesOf(verified));
    expect(session?.user).toMatchObject({
      email: 'maria@example.com',
      emailVerified: true,
      firstName: 'Maria',
      lastName: 'Souza',
      locale: 'en',
      role: 'user',
    });
  });

  it('sends the verification email in Portuguese by default', async () => {
    await signUp('joao@example.com');
    expect((await nextMail('joao@example.com')).subject).toBe('Confirme seu email');
  });

  it('refuses sign-in before the email is verified, and sends a new link that works', async () => {
    await signUp('maria@example.com');
    await nextMail('maria@example.com');
    sink.clear();
    const response = await signIn('maria@example.com');
    expect(response.status).toBe(403);
    expect(cookiesOf(response)).not.toContain('session_token');
    const verified = await call(linkIn(await nextMail('maria@example.com')));
    expect(verified.headers.get('location')).not.toContain('error=');
    expect((await signIn('maria@example.com')).status).toBe(200);
  });

  it('refuses a wrong password with the same generic message as an unknown email', async () => {
    await verifiedCustomer('maria@example.com');
    const wrong = await signIn('maria@example.com', 'Wrong1234');
    const unknown = await signIn('nobody@example.com', 'Wrong1234');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await signIn('maria@example.com')).status).toBe(200);
  });

  it('enforces the password rule on the server', async () => {
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const response = await signUp(`weak-${weak.length}-${weak[0]}@example.com`, { password: weak });
      expect(response.status, weak).toBe(400);
      expect((await response.json()) as { message: string }).toMatchObject({ message: PASSWORD_RULE_MESSAGE });
    }
  });

  it('answers a reset request for an unknown email exactly like a known one, and mails only the known', async () => {
    await verifiedCustomer('maria@example.com');
    const known = await call('/request-password-reset', {
      body: { email: 'maria@example.com', redirectTo: '/reset-password' },
    });
    const unknown = await call('/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await nextMail('maria@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.map((m) => m.envelopeTo).flat()).toEqual(['maria@example.com']);
  });

  it('resets the password once with the emailed token and ends the other sessions', async () => {
    await verifiedCustomer('maria@example.com');
    const laptop = cookiesOf(await signIn('maria@example.com'));
    expect(await sessionOf(laptop)).not.toBeNull();

    await call('/request-password-reset', { body: { email: 'maria@example.com', redirectTo: '/reset-password' } });
    const mail = await nextMail('maria@example.com');
    expect(mail.subject).toBe('Redefinição de senha');
    const landing = await call(linkIn(mail));
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location') ?? '', SITE).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await call('/reset-password', { body: { token, newPassword: 'NovaSenha2027' } });
    expect(reset.status).toBe(200);
    expect((await call('/reset-password', { body: { token, newPassword: 'Outra2028abc' } })).status).toBe(400);
    expect(await sessionOf(laptop)).toBeNull();
    expect((await signIn('maria@example.com')).status).toBe(401);
    expect((await signIn('maria@example.com', 'NovaSenha2027')).status).toBe(200);
  });

  // 82 sign-ins, each a password hash: slow on purpose, so it gets more than the default time.
  it(
    'never limits an office signing in 50 times a minute from one IP; limits its 31st wrong password',
    { timeout: 60_000 },
    async () => {
      await verifiedCustomer('maria@example.com');
      const office = ip;
      for (let i = 0; i < 50; i++) expect((await signIn('maria@example.com')).status, `sign-in ${i + 1}`).toBe(200);
      // Wrong passwords for many addresses (so the per-account limit is not what stops them).
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await signIn(`colega${i}@example.com`, 'Wrong1234')).status);
      expect(statuses).toEqual([...Array(30).fill(401), 429]);
      // Now even a right password from that address waits; from another it goes through.
      expect((await signIn('maria@example.com')).status).toBe(429);
      ip = '203.0.113.77';
      expect((await signIn('maria@example.com')).status).toBe(200);
      // The window passes: the office signs in again.
      ip = office;
      await handle.db.execute(sql`UPDATE account_rate_limit SET window_start = window_start - interval '16 minutes'`);
      expect((await signIn('maria@example.com')).status).toBe(200);
    },
  );

  it('answers a sign-up for a taken address like a new one', async () => {
    await verifiedCustomer('maria@example.com');
    const taken = await signUp('maria@example.com');
    const fresh = await signUp('rosa@example.com');
    expect(taken.status).toBe(fresh.status);
    const [a, b] = (await Promise.all([taken.json(), fresh.json()])) as { user: object; token: unknown }[];
    expect(Object.keys(a?.user ?? {}).sort()).toEqual(Object.keys(b?.user ?? {}).sort());
    expect(a?.token).toBe(b?.token);
  });

  it('limits wrong passwords per account across client IPs, alike for unknown addresses, never counting successes', async () => {
    await verifiedCustomer('maria@example.com');
    const from = (n: number) => (ip = `192.0.2.${n}`);
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
    await handle.db.execute(sql`UPDATE account_rate_limit SET window_start = window_start - interval '16 minutes'`);
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
        ip = `198.18.${path.length}.${i + 1}`;
        statuses.push((await call(path, { body: body(i) })).status);
      }
      expect(statuses, path).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('applies the forms’ rules to its own endpoints: no control characters, names of 1 to 100 characters', async () => {
    const refused = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { code?: string }).code;
    };
    expect(await refused(await signUp('long@example.com', { firstName: 'A'.repeat(5000) }))).toBe(
      'INVALID_USER_FIELDS',
    );
    expect(await refused(await signUp('long2@example.com', { lastName: 'B'.repeat(101) }))).toBe('INVALID_USER_FIELDS');
    expect(await refused(await signUp('null@example.com', { firstName: null }))).toBe('INVALID_USER_FIELDS');
    expect(await refused(await signUp('ctrl@example.com', { firstName: 'Ma\u0000ria' }))).toBe('INVALID_CHARACTERS');
    expect(await refused(await signUp('bidi@example.com', { lastName: 'Souza\u202e' }))).toBe('INVALID_CHARACTERS');
    expect(await refused(await call('/reset-password', { body: { token: 'a\u0000b', newPassword: PASSWORD } }))).toBe(
      'INVALID_CHARACTERS',
    );
    const rows = await handle.db.execute(sql`SELECT count(*)::int AS n FROM "user"`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Names are stored as the forms store them: composed (NFC) and trimmed.
    ip = `203.0.113.${100 + ipCounter}`;
    expect(
      (
        await signUp('nfd@example.com', {
          firstName: ' Jose\u0301 ',
          lastName: 'Conceic\u0327a\u0303o',
          name: 'Jose\u0301 Conceic\u0327a\u0303o',
        })
      ).status,
    ).toBe(200);
    const [stored] = await handle.db
      .select({ firstName: user.firstName, lastName: user.lastName, name: user.name })
      .from(user)
      .where(eq(user.email, 'nfd@example.com'));
    expect(stored).toEqual({ firstName: 'José', lastName: 'Conceição', name: 'José Conceição' });
    // A password may hold any character: only its hash is kept. (Another address: this one has
    // used up its sign-ups for the minute.)
    ip = `203.0.113.${ipCounter}`;
    expect((await signUp('tab@example.com', { password: 'Tab\tPass123' })).status).toBe(200);
    // A lone surrogate (JSON's \ud83c), which the database refuses: it once answered 500 (the fuzz test).
    ip = `203.0.113.${200 + ipCounter}`;
    expect(await refused(await signUp('half@example.com', { lastName: 'Souza\ud83c' }))).toBe('INVALID_CHARACTERS');
  });

  it('closes the generic profile endpoint: the Settings tab saves with the form’s rules', async () => {
    await verifiedCustomer('profile@example.com');
    const cookie = cookiesOf(await signIn('profile@example.com'));
    const response = await call('/update-user', { body: { name: null, firstName: 'X'.repeat(5000) }, cookie });
    expect(response.status).toBe(404);
    const user = (await sessionOf(cookie))?.user;
    expect(user?.firstName).toBe('Maria');
  });

  it('creates the first admin once, and promotes an existing account', async () => {
    const auth = getAuth();
    expect(await ensureFirstAdmin(auth, 'Admin@Example.com', 'Admin2026pass')).toBe('created');
    expect(await ensureFirstAdmin(auth, 'admin@example.com', 'Admin2026pass')).toBe('unchanged');
    const signedIn = await signIn('admin@example.com', 'Admin2026pass');
    expect(signedIn.status).toBe(200);
    const admin = (await sessionOf(cookiesOf(signedIn)))?.user;
    expect(admin).toMatchObject({
      role: 'admin',
      emailVerified: true,
      firstName: 'Admin',
      lastName: 'Example',
      name: 'Admin Example',
    });
    // A profile the Settings tab can save as it is.
    expect(
      z.safeParse(profileSchema, { firstName: admin?.firstName, lastName: admin?.lastName, locale: admin?.locale })
        .success,
    ).toBe(true);

    // The admin's own create-user needs the names the forms need, in its `data`.
    const adminCookie = cookiesOf(signedIn);
    for (const data of [undefined, {}, { firstName: 'Rui' }, { firstName: null, lastName: 'Lima' }]) {
      const created = await call('/admin/create-user', {
        body: { email: 'novo@example.com', password: PASSWORD, name: 'Rui Lima', role: 'user', data },
        cookie: adminCookie,
      });
      expect(created.status, JSON.stringify(data)).toBe(400);
    }
    const created = await call('/admin/create-user', {
      body: {
        email: 'novo@example.com',
        password: PASSWORD,
        name: 'Rui Lima',
        role: 'user',
        data: { firstName: ' Rui ', lastName: 'Lima' },
      },
      cookie: adminCookie,
    });
    expect(created.status).toBe(200);
    const [rui] = await handle.db
      .select({ id: user.id, firstName: user.firstName })
      .from(user)
      .where(eq(user.email, 'novo@example.com'));
    expect(rui?.firstName).toBe('Rui');

    // Only the roles the app knows: Better Auth alone would store any string.
    const roleRefused = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { code?: string }).code;
    };
    const names = { firstName: 'Ana', lastName: 'Dias' };
    for (const role of ['owner', ['admin', 'user'], '']) {
      expect(
        await roleRefused(
          await call('/admin/create-user', {
            body: { email: 'ana@example.com', password: PASSWORD, name: 'Ana Dias', role, data: names },
            cookie: adminCookie,
          }),
        ),
      ).toBe('INVALID_ROLE');
      expect(
        await roleRefused(await call('/admin/set-role', { body: { userId: rui?.id, role }, cookie: adminCookie })),
      ).toBe('INVALID_ROLE');
    }
    expect(
      await roleRefused(
        await call('/admin/update-user', { body: { userId: rui?.id, data: { role: 'root' } }, cookie: adminCookie }),
      ),
    ).toBe('INVALID_ROLE');
    expect(
      (await call('/admin/set-role', { body: { userId: rui?.id, role: 'admin' }, cookie: adminCookie })).status,
    ).toBe(200);
    const roles = await handle.db
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(inArray(user.email, ['novo@example.com', 'ana@example.com']));
    expect(roles).toEqual([{ email: 'novo@example.com', role: 'admin' }]);

    await signUp('gerente@example.com');
    expect(await ensureFirstAdmin(auth, 'gerente@example.com', 'Admin2026pass')).toBe('promoted');
    const promoted = await signIn('gerente@example.com');
    expect((await sessionOf(cookiesOf(promoted)))?.user).toMatchObject({ role: 'admin', emailVerified: true });
    await expect(ensureFirstAdmin(auth, 'x@example.com', 'weakpassword')).rejects.toThrow(PASSWORD_RULE_MESSAGE);
  });
});
