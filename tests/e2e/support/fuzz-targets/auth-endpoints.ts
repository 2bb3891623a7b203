// The Better Auth endpoints under /api/auth the fuzz test sends JSON to (email and password,
// sessions, the admin plugin).
import { FUZZ_ACCOUNT, STRONG_PASSWORD, type SessionUse, type Uniq } from './types';

export interface AuthEndpoint {
  /** Under /api/auth; `:token`-style segments are filled with a random value. */
  path: string;
  method: 'GET' | 'POST';
  session: SessionUse;
  /** A valid body (POST) or query (GET); nested objects are fuzzed a level deep. */
  sample?: (uniq: Uniq, userId: string) => Record<string, unknown>;
  /** How often it is picked against the others (1 unless said): more for those that store input. */
  weight?: number;
  /** As FormTarget.changesAccount. */
  changesAccount?: boolean;
}

const profile = { firstName: 'Ana', lastName: 'Souza' };

/** The Better Auth endpoints the app serves (email and password, sessions, the admin plugin). */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    path: '/sign-in/email',
    method: 'POST',
    session: 'none',
    sample: (u) => ({
      email: `ninguem.${u.id}@example.com`,
      password: STRONG_PASSWORD,
      rememberMe: true,
      callbackURL: '/dashboard',
    }),
    weight: 2,
  },
  {
    path: '/sign-up/email',
    method: 'POST',
    session: 'none',
    sample: (u) => ({
      email: `api.${u.id}@example.com`,
      password: STRONG_PASSWORD,
      name: 'Ana Souza',
      ...profile,
      locale: 'pt-BR',
      callbackURL: '/dashboard',
    }),
    weight: 5,
  },
  {
    path: '/request-password-reset',
    method: 'POST',
    session: 'none',
    sample: (u) => ({ email: `api.${u.id}@example.com`, redirectTo: '/reset-password' }),
    weight: 2,
  },
  {
    path: '/reset-password',
    method: 'POST',
    session: 'none',
    sample: (u) => ({ token: u.id, newPassword: STRONG_PASSWORD }),
    weight: 3,
  },
  {
    path: '/reset-password/:token',
    method: 'GET',
    session: 'none',
    sample: () => ({ callbackURL: '/reset-password' }),
  },
  {
    path: '/send-verification-email',
    method: 'POST',
    session: 'none',
    sample: (u) => ({ email: `api.${u.id}@example.com`, callbackURL: '/dashboard' }),
  },
  {
    path: '/verify-email',
    method: 'GET',
    session: 'none',
    sample: (u) => ({ token: u.id, callbackURL: '/dashboard' }),
  },
  {
    path: '/sign-in/social',
    method: 'POST',
    session: 'none',
    sample: () => ({ provider: 'google', callbackURL: '/dashboard' }),
  },
  { path: '/callback/:id', method: 'GET', session: 'none', sample: (u) => ({ code: u.id, state: u.id }) },
  { path: '/get-session', method: 'GET', session: 'user' },
  {
    path: '/update-user',
    method: 'POST',
    session: 'user',
    sample: () => ({ name: 'Ana Souza', ...profile, locale: 'pt-BR' }),
    weight: 5,
    changesAccount: true,
  },
  { path: '/update-session', method: 'POST', session: 'user', sample: () => ({}) },
  { path: '/verify-password', method: 'POST', session: 'user', sample: () => ({ password: 'Errada123' }) },
  // The same password again: a fuzzed success changes nothing the test depends on.
  {
    path: '/change-password',
    method: 'POST',
    session: 'own',
    sample: () => ({
      currentPassword: FUZZ_ACCOUNT.password,
      newPassword: FUZZ_ACCOUNT.password,
      revokeOtherSessions: false,
    }),
    weight: 2,
  },
  {
    path: '/change-email',
    method: 'POST',
    session: 'user',
    sample: (u) => ({ newEmail: `novo.${u.id}@example.com`, callbackURL: '/dashboard' }),
  },
  { path: '/delete-user', method: 'POST', session: 'own', sample: () => ({ password: 'Errada123', callbackURL: '/' }) },
  { path: '/delete-user/callback', method: 'GET', session: 'user', sample: (u) => ({ token: u.id, callbackURL: '/' }) },
  { path: '/sign-out', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/list-sessions', method: 'GET', session: 'user' },
  { path: '/revoke-session', method: 'POST', session: 'own', sample: (u) => ({ token: u.id }) },
  { path: '/revoke-sessions', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/revoke-other-sessions', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/list-accounts', method: 'GET', session: 'user' },
  { path: '/account-info', method: 'GET', session: 'user', sample: (u) => ({ accountId: u.id }) },
  {
    path: '/link-social',
    method: 'POST',
    session: 'user',
    sample: () => ({ provider: 'google', callbackURL: '/dashboard' }),
  },
  {
    path: '/unlink-account',
    method: 'POST',
    session: 'user',
    sample: (u) => ({ providerId: 'google', accountId: u.id }),
  },
  { path: '/refresh-token', method: 'POST', session: 'user', sample: () => ({ providerId: 'google' }) },
  { path: '/get-access-token', method: 'POST', session: 'user', sample: () => ({ providerId: 'google' }) },
  // The fuzz account is an admin: its own row is the one these may change.
  {
    path: '/admin/create-user',
    method: 'POST',
    session: 'user',
    sample: (u) => ({
      email: `criado.${u.id}@example.com`,
      password: STRONG_PASSWORD,
      name: 'Ana Souza',
      role: 'user',
      data: { ...profile },
    }),
    weight: 3,
  },
  {
    path: '/admin/update-user',
    method: 'POST',
    session: 'user',
    sample: (_u, userId) => ({ userId, data: { ...profile, name: 'Ana Souza' } }),
    weight: 3,
    changesAccount: true,
  },
  {
    path: '/admin/list-users',
    method: 'GET',
    session: 'user',
    sample: () => ({ limit: '10', searchValue: 'Ana', searchField: 'name' }),
  },
  { path: '/admin/get-user', method: 'GET', session: 'user', sample: (_u, userId) => ({ id: userId }) },
  { path: '/admin/list-user-sessions', method: 'POST', session: 'user', sample: (_u, userId) => ({ userId }) },
  {
    path: '/admin/has-permission',
    method: 'POST',
    session: 'user',
    sample: () => ({ permissions: { user: ['list'] } }),
  },
  // Never with the fuzz account's id: banning, removing or demoting it would end the run's session.
  { path: '/admin/set-role', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id, role: 'user' }) },
  {
    path: '/admin/ban-user',
    method: 'POST',
    session: 'user',
    sample: (u) => ({ userId: u.id, banReason: 'x', banExpiresIn: 60 }),
  },
  { path: '/admin/unban-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/impersonate-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/stop-impersonating', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/admin/revoke-user-session', method: 'POST', session: 'user', sample: (u) => ({ sessionToken: u.id }) },
  { path: '/admin/revoke-user-sessions', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/remove-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  {
    path: '/admin/set-user-password',
    method: 'POST',
    session: 'user',
    sample: (u) => ({ userId: u.id, newPassword: STRONG_PASSWORD }),
  },
  { path: '/ok', method: 'GET', session: 'none' },
  { path: '/error', method: 'GET', session: 'none', sample: () => ({ error: 'x' }) },
];
