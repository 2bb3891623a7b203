// The staff's account changes as Better Auth then treats the account: an invitation's link sets the
// first password and the new staff member signs in; a suspended account is refused with
// BANNED_USER (which the login form words in the person's language), a restored one is let in.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { failureMessage } from '@/server/auth-messages';
import { translate } from '@/i18n/translate';
import { CLIENT_IP_HEADER, getAuth, resetAuth } from '@/server/auth';
import type { DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { inviteSchema } from './admin-accounts.schema';
import { inviteStaff, restoreAccount, suspendAccount } from './accounts.server';
import { actorOf, addUser, queuedMail } from './test-fixtures';

const SITE = 'http://portal.test:4321';
vi.stubEnv('PUBLIC_SITE_URL', SITE);
vi.stubEnv('AUTH_SECRET', 'test-secret-test-secret-test-secret-0123');

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'verification', 'rate_limit', 'account_rate_limit', 'user'],
);
beforeAll(() => resetAuth());

let ipCounter = 0;
async function call(path: string, body?: unknown) {
  const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: `198.51.100.${++ipCounter}` });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await getAuth().handler(
    new Request(path.startsWith('http') ? path : `${SITE}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const json = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: json.code, location: response.headers.get('location') };
}

const PASSWORD = 'Galpao2026ok';
const signIn = (email: string) => call('/sign-in/email', { email, password: PASSWORD });

describe(`accounts changed by the staff, signing in on ${testEngine}`, () => {
  it('lets an invited staff member set a password through the emailed link, then sign in', async () => {
    const staff = actorOf(await addUser(handle, 'staff', { role: 'admin' }));
    await inviteStaff(
      staff,
      z.parse(inviteSchema, { firstName: 'Bia', lastName: 'Lima', email: 'bia@example.com', locale: 'pt-BR' }),
    );
    const link = /https?:\/\/\S+/.exec((await queuedMail(handle))[0]?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${SITE}/api/auth/reset-password/`)).toBe(true);

    // The link checks the token and opens the site's reset page with it.
    const opened = await call(link);
    const target = new URL(opened.location ?? '', SITE);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await call('/reset-password', { token, newPassword: PASSWORD })).status).toBe(200);
    expect(await signIn('bia@example.com')).toMatchObject({ status: 200 });
    // Used once: the link no longer works.
    expect((await call('/reset-password', { token, newPassword: 'Outra2026ok' })).code).toBe('INVALID_TOKEN');
  });

  it('refuses a suspended account’s sign-in with a message in the person’s language, and lets it in once restored', async () => {
    const staff = actorOf(await addUser(handle, 'staff', { role: 'admin' }));
    const { id } = await inviteStaff(
      staff,
      z.parse(inviteSchema, { firstName: 'Rui', lastName: 'Melo', email: 'rui@example.com', locale: 'en' }),
    );
    const token = /reset-password\/([^?\s]+)/.exec((await queuedMail(handle))[0]?.text ?? '')?.[1];
    await call('/reset-password', { token, newPassword: PASSWORD });

    await suspendAccount(staff, { userId: id, reason: undefined });
    const refused = await signIn('rui@example.com');
    expect(refused).toMatchObject({ status: 403, code: 'BANNED_USER' });
    const key = failureMessage(refused, 'account.error');
    expect(translate('pt-BR', key)).toBe('Esta conta está suspensa. Fale com a administração do condomínio.');
    expect(translate('en', key)).toBe('This account is suspended. Please contact the condominium’s management.');

    await restoreAccount(staff, id);
    expect(await signIn('rui@example.com')).toMatchObject({ status: 200 });
  });
});
