// Every environment variable the server reads, validated once at start-up (see .env.example).
import { z } from 'zod';
import path from 'node:path';
import { ConfigError } from './config-error';
import { DEFAULT_PGLITE_SETTINGS, kilobytes, MEMORY_SIZE, type PgliteSettings } from './db/pglite-settings';
import { dkimEnv, dkimIssues, dkimSettings } from './mail/dkim-config';
import { LOG_LEVELS } from './observability/logger';
import { DEFAULT_SITE_NAME } from './site-config';
import type { StorageSettings } from './storage/storage';
import { storageKeyProblem } from './storage/storage-key';

export { ConfigError };

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(4321)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('localhost')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
    PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
    MAIL_FROM: optional(z.string().min(3)),
    // DKIM signing of every email: all three or none (src/server/mail/dkim-config.ts).
    DKIM_DOMAIN: optional(dkimEnv.DKIM_DOMAIN),
    DKIM_SELECTOR: optional(dkimEnv.DKIM_SELECTOR),
    DKIM_PRIVATE_KEY: optional(dkimEnv.DKIM_PRIVATE_KEY),
    LEADS_NOTIFY_TO: z.preprocess(emptyToUndefined, z.email().default('comercial@localhost')),
    SUPPORT_NOTIFY_TO: z.preprocess(emptyToUndefined, z.optional(z.email())),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    ADMIN_TWO_FACTOR: z.preprocess(emptyToUndefined, z.enum(['required', 'optional']).default('required')),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    LEADS_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
    FILES_DIR: optional(z.string()),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be 3-63 lowercase letters, digits, "." or "-"'),
    ),
    S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 (auto for R2)')),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_PREFIX: optional(
      z
        .string()
        .refine((p) => !storageKeyProblem(p.replace(/\/$/, '')), 'must look like "portal/" (letters, digits, . _ -)'),
    ),
    // Memory traded for speed (docs/decisions/027-memory-of-the-embedded-default.md).
    PGLITE_SHARED_BUFFERS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(MEMORY_SIZE, 'must be a size such as 16MB (kB, MB or GB)')
        .refine((size) => !MEMORY_SIZE.test(size) || kilobytes(size) >= 128, 'must be at least 128kB')
        .default(DEFAULT_PGLITE_SETTINGS.sharedBuffers),
    ),
    PGLITE_COMPILER: z.preprocess(
      emptyToUndefined,
      z.enum(['baseline', 'optimizing']).default(DEFAULT_PGLITE_SETTINGS.compiler),
    ),
    PAGE_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(4096).default(16)),
    // The JavaScript heap: V8 reads these from the command line, which scripts/serve.mjs gives it
    // (its defaults: 8 and 100); here they are only checked, so a bad value stops start-up.
    HEAP_SEMI_SPACE_MB: optional(z.string().regex(/^\d+$/, 'must be a whole number of MB (0: V8 chooses)')),
    HEAP_GROWTH_PERCENT: optional(z.string().regex(/^\d+$/, 'must be a whole number (0: V8 chooses)')),
    // Operations (src/server/observability): the log's level, and who may read /metrics from afar.
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
    METRICS_TOKEN: optional(
      z.string().min(32, 'must be at least 32 characters').regex(/^\S+$/, 'must not contain spaces'),
    ),
  })
  .superRefine((c, ctx) => {
    for (const issue of dkimIssues(c)) ctx.addIssue({ code: 'custom', ...issue });
    // Any S3 setting without a bucket is a half-done switch: files would quietly stay on one disk.
    const s3Names = [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PREFIX',
    ] as const;
    const given = s3Names.filter((name) => c[name] !== undefined);
    if (!c.S3_BUCKET && given.length > 0) {
      const message = `required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`;
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message });
    }
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      const [missing, present] = c.S3_ACCESS_KEY_ID
        ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
        : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `required when ${present} is set` });
    }
  });

type Env = z.infer<typeof envSchema>;

/** Disk under FILES_DIR (default DATA_DIR/files) unless S3_BUCKET selects S3. */
function storageSettings(c: Env, dataDir: string): StorageSettings {
  if (!c.S3_BUCKET) return { driver: 'disk', directory: path.resolve(c.FILES_DIR ?? path.join(dataDir, 'files')) };
  return {
    driver: 's3',
    bucket: c.S3_BUCKET,
    region: c.S3_REGION ?? 'us-east-1',
    endpoint: c.S3_ENDPOINT,
    // Self-hosted services (MinIO, Garage...) rarely have a DNS name per bucket.
    forcePathStyle: c.S3_FORCE_PATH_STYLE ? c.S3_FORCE_PATH_STYLE === 'true' : c.S3_ENDPOINT !== undefined,
    prefix: c.S3_PREFIX ? c.S3_PREFIX.replace(/\/?$/, '/') : '',
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

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
    dkim: dkimSettings(c),
    leadsNotifyTo: c.LEADS_NOTIFY_TO,
    // Support requests go to the leads' address until the business names a support one.
    supportNotifyTo: c.SUPPORT_NOTIFY_TO ?? c.LEADS_NOTIFY_TO,
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    authSecret: c.AUTH_SECRET,
    // Staff must sign in with two factors: an admin page sends an admin without it to enrol first.
    adminTwoFactorRequired: c.ADMIN_TWO_FACTOR === 'required',
    trustProxy: c.TRUST_PROXY === 'true',
    leadsPerMinute: c.LEADS_PER_MINUTE,
    storage: storageSettings(c, path.resolve(c.DATA_DIR)),
    logLevel: c.LOG_LEVEL,
    metricsToken: c.METRICS_TOKEN,
    pglite: { sharedBuffers: c.PGLITE_SHARED_BUFFERS, compiler: c.PGLITE_COMPILER } satisfies PgliteSettings,
    pageCacheBytes: c.PAGE_CACHE_MB * 1024 * 1024,
  };
}

let cached: ServerConfig | undefined;
/** The validated configuration; parsed on first use (boot calls it first, so errors stop start-up). */
export function config(): ServerConfig {
  cached ??= parseConfig();
  return cached;
}
