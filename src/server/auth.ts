// Accounts: Better Auth on the project's Drizzle database. Plain Node (no astro:* imports), so the
// `auth` CLI can load it too (scripts/auth-cli.config.ts). The app uses getAuth().
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { z } from 'zod';
import { newBackupCodes } from '../lib/backup-codes';
import { locales } from '../lib/i18n-types';
import { loadAuthSecret } from './auth-secret';
import { sendResetPasswordMail, sendVerificationMail } from './auth-emails';
import { limitAccountAfter, limitAccountBefore } from './account-rate-limit';
import { enforceAuthInput } from './auth-input';
import { enforcePasswordRule } from './auth-password';
import { config } from './config';
import { db, type Database } from './db/client';
import * as schema from './db/schema';
import { maskEmails, moduleLogger } from './observability/logger';

/** Set by our request handler from the real client address; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
/** The endpoints whose GET only reads the caller's own state: not rate limited, and answered to HEAD. */
export const READ_ONLY_AUTH_PATHS = ['/ok', '/get-session'] as const;
/** The name authenticator apps show above the site's codes. */
export const TWO_FACTOR_ISSUER = 'Parque Logístico Parnamirim';

/** Requests per minute per client IP on the endpoints that send email or take a second factor
 * (per account, and wrong sign-ins per IP: account-rate-limit.ts). */
export const STRICT_RATE_LIMIT = { window: 60, max: 5 };
/** Sign-in per IP counts every request here only as a flood guard: an office signing in together
 * stays well under it; wrong passwords are limited per IP and per account (account-rate-limit.ts). */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 100 };
/** The second sign-in step: a code guessed per IP (the plugin also locks the account's factor). */
export const SECOND_FACTOR_RATE_LIMIT = { window: 60, max: 10 };

const authLog = moduleLogger('auth');

/**
 * Better Auth's own lines, through the app's logger: warnings and errors only, its message with
 * addresses masked, and of what it passes along only an error (never the user or the request).
 */
const authLogger = {
  level: 'warn',
  log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
    const err = args.find((arg) => arg instanceof Error);
    authLog[level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug']({ err }, maskEmails(message));
  },
} as const;

export interface AuthSettings {
  database: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
}

export function createAuth(settings: AuthSettings) {
  return betterAuth({
    appName: 'Portal',
    baseURL: settings.baseURL,
    basePath: AUTH_BASE_PATH,
    // The profile is saved by the Settings tab's own action (src/features/accounts/profile), with the
    // form's rules; Better Auth's generic endpoint would take any field, unchecked.
    disabledPaths: ['/update-user'],
    secret: settings.secret,
    logger: authLogger,
    database: drizzleAdapter(settings.database, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        // The language of the account's emails: the page sends the locale it was shown in.
        locale: {
          type: 'string',
          required: false,
          defaultValue: 'pt-BR',
          input: true,
          validator: { input: z.enum(locales) },
        },
        // Set on the portal's Settings tab (src/features/accounts/profile), not at sign-up.
        phone: { type: 'string', required: false, input: false },
      },
      // A verified account's new address gets the confirmation link; it changes only once that
      // link is opened (the old address is told by src/features/accounts/security).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendResetPasswordMail(user, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A customer whose link expired signs in with the right password and gets a new one.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail(user, url),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session used at least once a day keeps renewing; an idle one ends after 7 days.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': SIGN_IN_RATE_LIMIT,
        '/two-factor/verify-totp': SECOND_FACTOR_RATE_LIMIT,
        '/two-factor/verify-backup-code': SECOND_FACTOR_RATE_LIMIT,
        '/sign-up/email': STRICT_RATE_LIMIT,
        '/request-password-reset': STRICT_RATE_LIMIT,
        '/reset-password': STRICT_RATE_LIMIT,
        '/send-verification-email': STRICT_RATE_LIMIT,
        // They check the current password: not a way to guess it.
        '/change-password': STRICT_RATE_LIMIT,
        '/change-email': STRICT_RATE_LIMIT,
        ...Object.fromEntries(READ_ONLY_AUTH_PATHS.map((path) => [path, false] as const)),
      },
    },
    advanced: {
      useSecureCookies: settings.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: settings.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        enforceAuthInput(ctx.path, ctx.body, ctx.query);
        enforcePasswordRule(ctx.path, ctx.body);
        await limitAccountBefore(
          settings.database,
          ctx.path,
          ctx.body,
          ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined,
        );
      }),
      after: createAuthMiddleware(async (ctx) => {
        await limitAccountAfter(
          settings.database,
          ctx.path,
          ctx.body,
          ctx.context.returned,
          ctx.headers?.get(CLIENT_IP_HEADER) ?? undefined,
        );
      }),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // TOTP with ten single-use backup codes without look-alike characters; the second sign-in
      // step has its own attempt limit.
      twoFactor({
        issuer: TWO_FACTOR_ISSUER,
        backupCodeOptions: { customBackupCodesGenerate: () => newBackupCodes() },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

let instance: Auth | undefined;

/** The app's auth server, built on first use from the configuration and the booted database. */
export function getAuth(): Auth {
  if (!instance) {
    const cfg = config();
    instance = createAuth({
      database: db(),
      secret: loadAuthSecret(cfg.authSecret, cfg.dataDir),
      baseURL: cfg.publicSiteUrl,
      secureCookies: cfg.secureCookies,
    });
  }
  return instance;
}

/** Forgets the instance (tests that install a new database). */
export function resetAuth() {
  instance = undefined;
}
