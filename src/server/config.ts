// Every environment variable the server reads, validated once at start-up (see .env.example).
import { z } from 'zod';
import path from 'node:path';
import { ConfigError } from './config-error';
import { DEFAULT_SITE_NAME } from './site-config';

export { ConfigError };

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(4321)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string().min(3)),
  LEADS_NOTIFY_TO: z.preprocess(emptyToUndefined, z.email().default('comercial@localhost')),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  LEADS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
});

export type ServerConfig = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const publicSiteUrl = (c.PUBLIC_SITE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicSiteUrl,
    secureCookies: publicSiteUrl.startsWith('https://'),
    smtpUrl: c.SMTP_URL,
    // The brand sends the mail unless told otherwise, so SITE_NAME is enough to rename everything.
    mailFrom: c.MAIL_FROM ?? `${env.SITE_NAME?.trim() || DEFAULT_SITE_NAME} <nao-responda@localhost>`,
    leadsNotifyTo: c.LEADS_NOTIFY_TO,
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    authSecret: c.AUTH_SECRET,
    trustProxy: c.TRUST_PROXY === 'true',
    leadsPerMinute: c.LEADS_PER_MINUTE,
  };
}

let cached: ServerConfig | undefined;
/** The validated configuration; parsed on first use (boot calls it first, so errors stop start-up). */
export function config(): ServerConfig {
  cached ??= parseConfig();
  return cached;
}
