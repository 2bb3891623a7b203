// The Security section on the real database: only the customer's own live sessions are listed
// (this device first, in the page's language) or can be ended; the notices go to the right
// address in the customer's language.
import { describe, expect, it } from 'vitest';
import { addUser, queuedMail } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { session } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { onItsField, securityProps } from './security-view.server';
import {
  listActiveSessions,
  queueEmailChangeNotice,
  queuePasswordChangedNotice,
  sessionToken,
} from './security.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['background_jobs', 'session', 'user']);

const NOW = new Date('2026-11-23T12:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function addSession(
  id: string,
  userId: string,
  { used = -1, expires = 24, ip = '203.0.113.45', ua = CHROME_WINDOWS } = {},
) {
  return handle.db.insert(session).values({
    id,
    userId,
    token: `token-${id}`,
    createdAt: hours(-48),
    updatedAt: hours(used),
    expiresAt: hours(expires),
    ipAddress: ip,
    userAgent: ua,
  });
}

async function setup() {
  const ana = await addUser(handle, 'ana', { locale: 'en' });
  const bia = await addUser(handle, 'bia');
  await addSession('ana-laptop', 'ana', { used: -3 });
  await addSession('ana-phone', 'ana', { used: -1, ip: '10.0.0.7', ua: SAFARI_IPHONE });
  await addSession('ana-old', 'ana', { expires: -1 });
  await addSession('bia-laptop', 'bia');
  return { ana, bia };
}

describe(`the Security section on ${testEngine}`, () => {
  it('lists the customer’s live sessions only, the most recently used first', async () => {
    await setup();
    expect((await listActiveSessions('ana', NOW)).map((s) => s.id)).toEqual(['ana-phone', 'ana-laptop']);
    expect((await listActiveSessions('bia', NOW)).map((s) => s.id)).toEqual(['bia-laptop']);
  });

  it('gives the token of the customer’s own session only', async () => {
    await setup();
    expect(await sessionToken('ana', 'ana-phone')).toBe('token-ana-phone');
    expect(await sessionToken('ana', 'bia-laptop')).toBeUndefined();
    expect(await sessionToken('ana', 'nope')).toBeUndefined();
  });

  it('shows this device first, each with its device, place and times in the page’s language', async () => {
    const { ana } = await setup();
    const props = await securityProps(ana, 'ana-laptop', 'en', new URL('http://x/en/dashboard/settings/security'), NOW);
    expect(props.email).toBe('ana@example.com');
    expect(props.linkError).toBeUndefined();
    expect(props.sessions).toEqual([
      {
        id: 'ana-laptop',
        current: true,
        device: 'Chrome on Windows',
        place: 'IP address 203.0.113.x',
        lastSeen: '11/23/26, 6:00 AM',
        signedIn: '11/21/26, 9:00 AM',
      },
      {
        id: 'ana-phone',
        current: false,
        device: 'Safari on iOS',
        place: 'Private or local network',
        lastSeen: '11/23/26, 8:00 AM',
        signedIn: '11/21/26, 9:00 AM',
      },
    ]);
    const failed = await securityProps(
      ana,
      'ana-laptop',
      'pt-BR',
      new URL('http://x/dashboard/settings/security?error=TOKEN_EXPIRED'),
      NOW,
    );
    expect(failed.linkError).toBe('O link de confirmação é inválido ou expirou. Peça um novo abaixo.');
    expect(failed.sessions[1]?.device).toBe('Safari em iOS');
  });

  it('tells the customer of a password change, in their language, with the way back', async () => {
    const { ana } = await setup();
    await queuePasswordChangedNotice(ana, NOW);
    const [mail] = await queuedMail(handle);
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Your password was changed',
      causeKind: 'user',
      causeId: 'ana',
    });
    expect(mail?.text).toContain('on 11/23/26, 9:00 AM (Fortaleza time)');
    expect(mail?.text).toMatch(/reset your password now[^\n]*\nhttps?:\/\/\S+\/en\/forgot-password$/);
  });

  it('tells the current address of a requested email change, naming the new one', async () => {
    const { bia } = await setup();
    await queueEmailChangeNotice(bia, 'nova@example.com');
    const [mail] = await queuedMail(handle);
    expect(mail).toMatchObject({ to: 'bia@example.com', subject: 'Pedido de troca do email da conta' });
    expect(mail?.text).toContain('para nova@example.com.');
    expect(mail?.text).toMatch(/\/forgot-password$/);
  });
});

describe('a refusal about one field', () => {
  it('is shown on that field; any other stays the form’s', () => {
    const state = { action: '/x', submission: 's', values: { newEmail: 'a@b.co' } };
    expect(onItsField({ ...state, formError: 'security.password.error.wrong' })).toEqual({
      ...state,
      formError: undefined,
      errors: { currentPassword: 'security.password.error.wrong' },
    });
    expect(onItsField({ ...state, formError: 'security.email.error.same' }).errors).toEqual({
      newEmail: 'security.email.error.same',
    });
    expect(onItsField({ ...state, formError: 'account.rateLimited' })).toEqual({
      ...state,
      formError: 'account.rateLimited',
    });
    expect(onItsField(state)).toBe(state);
  });
});
