// The site's content version: what anonymous public pages show changes only when it moves (a
// trigger on the tables they read moves it in the change's transaction, migration 0019). The
// page cache keys pages by it (src/server/http/page-cache.ts).
// - PostgreSQL: several processes may write, so every lookup reads it (one indexed row).
// - Embedded PGlite: this process is the only writer (the data directory is locked), so it reads
//   the version once and then follows the trigger's notification, which PGlite delivers while the
//   committing statement completes: before the change's own request can answer.
import { sql } from 'drizzle-orm';
import type { DatabaseDriver } from './db/client';
import { db } from './db/client';
import { siteContentVersion } from './db/schema';
import { requestContext } from './observability/request-context';

export const CONTENT_VERSION_CHANNEL = 'site_content_version';

async function readVersion(): Promise<string> {
  const [row] = await db()
    .select({ version: sql<string>`coalesce(max(${siteContentVersion.version}), 0)::text` })
    .from(siteContentVersion);
  return row?.version ?? '0';
}

export interface ContentVersion {
  current(): Promise<string>;
  stop(): Promise<void>;
}

let started: ContentVersion | undefined;

/**
 * The content version now: the started follower's, or read from the database (tests, scripts).
 * Read once per request (the page cache and the site's identity both ask): on PostgreSQL each
 * read is a query, and a request renders from one version.
 */
export async function currentContentVersion(): Promise<string> {
  const request = requestContext();
  if (request?.contentVersion !== undefined) return request.contentVersion;
  const version = await (started ? started.current() : readVersion());
  if (request) request.contentVersion = version;
  return version;
}

export async function startContentVersion(driver: DatabaseDriver): Promise<ContentVersion> {
  started = await follow(driver);
  const own = started;
  return {
    current: own.current,
    stop: async () => {
      if (started === own) started = undefined;
      await own.stop();
    },
  };
}

async function follow(driver: DatabaseDriver): Promise<ContentVersion> {
  if (driver.engine === 'postgres') return { current: readVersion, stop: async () => {} };
  let known = 0n;
  const learn = (version: string) => {
    if (/^\d+$/.test(version) && BigInt(version) > known) known = BigInt(version);
  };
  const unlisten = await driver.client.listen(CONTENT_VERSION_CHANNEL, learn);
  learn(await readVersion());
  return {
    current: async () => known.toString(),
    stop: async () => {
      if (!driver.client.closed) await unlisten();
    },
  };
}
