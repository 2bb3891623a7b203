// Accounts end to end through Better Auth's HTTP handler (auth.test-support.ts): sign-up and its
// email, sign-in, reset, the forms' rules on its endpoints, the first admin.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { profileSchema } from '@/features/accounts/profile/profile.schema';
import { getAuth } from './auth';
import { PASSWORD_RULE_MESSAGE } from './auth-password';
import { AUTH_SECRET, cookiesOf, linkIn, PASSWORD, sessionOf, SITE, useAuthHarness } from './auth.test-support';
import { user } from './db/schema';
import { ensureFirstAdmin } from './first-admin';

vi.stubEnv('PUBLIC_SITE_URL', SITE);
vi.stubEnv('AUTH_SECRET', AUTH_SECRET);
const harness = useAuthHarness();
const { call, nextMail, signUp, signIn, verifiedCustomer } = harness;

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
    harness.sink.clear();
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
    expect(harness.sink.messages.map((m) => m.envelopeTo).flat()).toEqual(['maria@example.com']);
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

  it('answers a sign-up for a taken address like a new one', async () => {
    await verifiedCustomer('maria@example.com');
    const taken = await signUp('maria@example.com');
    const fresh = await signUp('rosa@example.com');
    expect(taken.status).toBe(fresh.status);
    const [a, b] = (await Promise.all([taken.json(), fresh.json()])) as { user: object; token: unknown }[];
    expect(Object.keys(a?.user ?? {}).sort()).toEqual(Object.keys(b?.user ?? {}).sort());
    expect(a?.token).toBe(b?.token);
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
    const rows = await harness.db.execute(sql`SELECT count(*)::int AS n FROM "user"`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Names are stored as the forms store them: composed (NFC) and trimmed.
    harness.ip = `203.0.113.${100 + harness.ipCounter}`;
    expect(
      (
        await signUp('nfd@example.com', {
          firstName: ' Jose\u0301 ',
          lastName: 'Conceic\u0327a\u0303o',
          name: 'Jose\u0301 Conceic\u0327a\u0303o',
        })
      ).status,
    ).toBe(200);
    const [stored] = await harness.db
      .select({ firstName: user.firstName, lastName: user.lastName, name: user.name })
      .from(user)
      .where(eq(user.email, 'nfd@example.com'));
    expect(stored).toEqual({ firstName: 'José', lastName: 'Conceição', name: 'José Conceição' });
    // A password may hold any character: only its hash is kept. (Another address: this one has
    // used up its sign-ups for the minute.)
    harness.ip = `203.0.113.${harness.ipCounter}`;
    expect((await signUp('tab@example.com', { password: 'Tab\tPass123' })).status).toBe(200);
    // A lone surrogate (JSON's \ud83c), which the database refuses: it once answered 500 (the fuzz test).
    harness.ip = `203.0.113.${200 + harness.ipCounter}`;
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
    const [rui] = await harness.db
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
    const roles = await harness.db
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
