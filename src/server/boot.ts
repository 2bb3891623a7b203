// Start-up, run once by scripts/serve.mjs before the server takes requests: validate the
// configuration, lock the data directory, open and migrate the database, seed it, start workers,
// and set up what the operator reads (readiness checks, scrape-time metrics).
import path from 'node:path';
import { config, ConfigError } from './config';
import { refreshSiteConfig, siteDefaults } from './site-config';
import { lockDataDir } from './data-dir-lock';
import { openDatabase, setDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import { currentContentVersion, startContentVersion } from './content-version';
import { pageCacheVersion } from './site-banner';
import { startLiveEvents } from './events';
import { startJobRunner, type JobHandler } from './jobs';
import { mailJobHandler } from './mail';
import { siteImageJobHandler } from './site-images';
import { visitReminderHandler } from './visit-reminders';
import { getAuth, resetAuth } from './auth';
import { ensureFirstAdmin } from './first-admin';
import { moduleLogger } from './observability';
import { registerScrapeTimeMetrics } from './observability/collectors';
import { createReadiness } from './observability/readiness';
import { resetStorage, storage } from './storage';

export { ConfigError } from './config';
export { DataDirLockedError } from './data-dir-lock';
export { MigrationError } from './db/migration-runner';
export { createHttpServer } from './http';
/** For scripts/serve.mjs: its lines go through the app's logger. */
export { logger } from './observability';

const log = moduleLogger('boot');

/** What the features add to start-up (gathered by src/app-boot.ts: this module knows none of them). */
export interface BootParts {
  /** Run after the migrations and the seed, before the workers (e.g. the year's holidays). */
  prepare?: ReadonlyArray<(db: Database) => Promise<unknown>>;
  /** The features' job kinds, run by the same runner as the mail. */
  jobHandlers?: readonly JobHandler[];
  /** Timers started after the job runner; each returns how to stop it. */
  start?: ReadonlyArray<() => { stop(): void | Promise<void> }>;
}

export async function boot(parts: BootParts = {}) {
  const cfg = config();
  siteDefaults();
  const releaseLock = lockDataDir(cfg.dataDir);
  try {
    // A missing bucket or an unwritable folder stops start-up, not the first upload.
    await storage().check();
  } catch (error) {
    resetStorage();
    releaseLock();
    throw new ConfigError(
      `File storage (${cfg.storage.driver}) cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const handle = await openDatabase(
    cfg.databaseUrl ? { url: cfg.databaseUrl } : { dataDir: path.join(cfg.dataDir, 'pglite'), settings: cfg.pglite },
  );
  try {
    await handle.migrate();
  } catch (error) {
    // A failed migration stops start-up before anything else happens: no seed, no workers, no server.
    await handle.close();
    resetStorage();
    releaseLock();
    throw error;
  }
  await seedDatabase(handle.db);
  for (const prepare of parts.prepare ?? []) await prepare(handle.db);
  setDatabase(handle);
  const pglite = handle.engine === 'pglite' ? cfg.pglite : undefined;
  log.info(
    { database: handle.engine, files: cfg.storage.driver, ...(pglite && { pglite }) },
    `database: ${handle.engine}${pglite ? ` in ${cfg.dataDir} (shared_buffers ${pglite.sharedBuffers}, ${pglite.compiler} compiler)` : ''}; files: ${cfg.storage.driver}`,
  );
  if (cfg.adminEmail && cfg.adminPassword) {
    // The account's address stays out of the log: the operator set it, and knows it.
    const result = await ensureFirstAdmin(getAuth(), cfg.adminEmail, cfg.adminPassword);
    log.info(`first admin (ADMIN_EMAIL): ${result}`);
  }

  const stoppers: Array<() => Promise<void> | void> = [];
  // Live events before the runner: it listens for jobs queued by any process.
  stoppers.push((await startLiveEvents(handle.driver)).stop);
  stoppers.push(
    (
      await startJobRunner({
        handlers: [mailJobHandler(), siteImageJobHandler(), visitReminderHandler(), ...(parts.jobHandlers ?? [])],
      })
    ).stop,
  );
  for (const start of parts.start ?? []) stoppers.push(start().stop);
  const contentVersion = await startContentVersion(handle.driver);
  stoppers.push(contentVersion.stop);
  await refreshSiteConfig();
  registerScrapeTimeMetrics();
  return {
    config: cfg,
    /** What the page cache keys anonymous pages by (src/server/http/page-cache.ts): the content
     * version and whether the banner shows now (site-banner.ts). */
    contentVersion: () => pageCacheVersion(currentContentVersion),
    /** What GET /readyz checks (src/server/observability/readiness.ts). */
    readiness: createReadiness(),
    async shutdown() {
      for (const stop of stoppers.reverse()) await stop();
      resetAuth();
      resetStorage();
      setDatabase(undefined);
      await handle.close();
      releaseLock();
    },
  };
}
