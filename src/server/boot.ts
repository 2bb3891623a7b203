// Start-up, run once by scripts/serve.mjs before the server takes requests: validate the
// configuration, lock the data directory, open and migrate the database, seed it, start workers.
import path from 'node:path';
import { config } from './config';
import { siteConfig } from './site-config';
import { lockDataDir } from './data-dir-lock';
import { openDatabase, setDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { startOutboxWorker } from './mail';
import { getAuth, resetAuth } from './auth';
import { ensureFirstAdmin } from './first-admin';

export { ConfigError } from './config';
export { DataDirLockedError } from './data-dir-lock';

export async function boot() {
  const cfg = config();
  siteConfig();
  const releaseLock = lockDataDir(cfg.dataDir);
  const handle = await openDatabase(
    cfg.databaseUrl ? { url: cfg.databaseUrl } : { dataDir: path.join(cfg.dataDir, 'pglite') },
  );
  await handle.migrate();
  await seedDatabase(handle.db);
  setDatabase(handle);
  console.info(`[boot] database: ${handle.engine}${handle.engine === 'pglite' ? ` in ${cfg.dataDir}` : ''}`);
  if (cfg.adminEmail && cfg.adminPassword) {
    const result = await ensureFirstAdmin(getAuth(), cfg.adminEmail, cfg.adminPassword);
    console.info(`[boot] first admin ${cfg.adminEmail}: ${result}`);
  }

  const stoppers: Array<() => Promise<void> | void> = [];
  stoppers.push(startOutboxWorker().stop);
  return {
    config: cfg,
    async shutdown() {
      for (const stop of stoppers.reverse()) await stop();
      resetAuth();
      setDatabase(undefined);
      await handle.close();
      releaseLock();
    },
  };
}
