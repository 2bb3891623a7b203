// A server of a test's own (the fuzz test, tests that need other settings than the shared one):
// the built app on a free port with a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { test } from '@playwright/test';
import { freePort, freshDataDir } from '../../support/data-template.mjs';
import { errorText, followLog, isListening } from '../../support/server-log.mjs';
import { freshIp } from './accounts';

// Settings of the developer's shell that would point the server elsewhere than its own folder.
const INHERITED_OUT = ['SMTP_URL', 'DATABASE_URL', 'S3_BUCKET', 'FILES_DIR', 'AUTH_SECRET', 'PORT', 'HOST'];

/**
 * A built app on a free port with `settings` on top of the defaults, on a fresh data directory (a
 * copy of the run's migrated template) or on `dataDir` (a stopped server's, to start it again).
 */
export async function startAppServer(
  outDir: string,
  settings: NodeJS.ProcessEnv = {},
  dataDir = freshDataDir(outDir, 'own-server-data-'),
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...env,
      ASTRO_OUT_DIR: outDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_SITE_URL: origin,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let listening = false;
  const errors: string[] = [];
  // Its log is JSON lines: what it logged at error level (the 500 page: "500 GET /route" and the
  // error), and any plain line that tells of an error (a start-up failure on stderr).
  const onLine = (line: Parameters<typeof errorText>[0], raw: string) => {
    listening ||= isListening(line);
    const message = (line ? errorText(line) : /Error:|error:/.test(raw) ? raw : undefined)?.slice(0, 300);
    if (message && errors.length < 40 && !errors.includes(message)) errors.push(message);
    tail = `${tail}${raw}\n`.slice(-20_000);
  };
  followLog(child.stdout!, onLine);
  followLog(child.stderr!, onLine);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + 100_000;
  while (!listening) {
    if (!running || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The server did not start:\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    origin,
    dataDir,
    pid: child.pid!,
    errors,
    output: () => tail,
    running: () => running,
    /** Stops it (SIGTERM) and waits: the data directory's lock is released on exit. */
    async stop() {
      if (running) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
    /** Kills it outright (SIGKILL), as a power cut of the process would: nothing runs on the way out. */
    async crash() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type AppServer = Awaited<ReturnType<typeof startAppServer>>;

/** The first admin of a staff server (useStaffServer). */
export const STAFF_ADMIN = { email: 'gerencia@example.com', password: 'Gerencia12345' };

/**
 * For a spec whose changes show site-wide (a module's status, the site's identity): a built app of
 * its own with STAFF_ADMIN (two-factor optional), started before the spec's tests and removed after
 * them, each test from a client address of its own. Returns the running server.
 */
export function useStaffServer(settings: NodeJS.ProcessEnv = {}): () => AppServer {
  let server: AppServer | undefined;
  test.beforeAll(async () => {
    // Starting a server on two busy cores can take well over the 30 s of a test.
    test.setTimeout(120_000);
    server = await startAppServer(process.env.ASTRO_OUT_DIR ?? 'dist-e2e', {
      ADMIN_EMAIL: STAFF_ADMIN.email,
      ADMIN_PASSWORD: STAFF_ADMIN.password,
      ADMIN_TWO_FACTOR: 'optional',
      TRUST_PROXY: 'true',
      ...settings,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.remove();
  });
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  });
  return () => server!;
}
