// The embedded default on a 1 GB server (README, configuration: the memory settings):
// the built server on a fresh PGlite data directory, after start and one page view, stays within
// the idle budget the benchmark also checks, without the libraries only some requests or another
// configuration need; and a lead it acknowledged survives kill -9.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { MEMORY_BUDGET_MB, residentMB } from '../../scripts/bench-server.mjs';
import { leadBody } from '../../scripts/bench-leads.mjs';
import { CONTACT_SECTION_ID } from '../../src/lib/lead-interest';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';
import { startAppServer } from './support/own-server';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';

// Loaded when first used (about 60 MB resident together): the PDFs' drawing, the S3 client (files
// on disk here), the PostgreSQL client (the embedded database here). date-holidays is loaded at a
// start only for a year not filled yet, which the data directory's template may not have been.
const LOADED_ON_USE = ['pdfkit', 'fontkit', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'pg'];

test('the idle server on the embedded database stays within its memory budget and loses no acknowledged lead to kill -9', async () => {
  test.setTimeout(120_000);
  const loadedFile = path.join(test.info().outputPath(), 'loaded-packages.txt');
  fs.mkdirSync(path.dirname(loadedFile), { recursive: true });
  const server = await startAppServer(outDir, {
    NODE_OPTIONS: `--import=${pathToFileURL(path.resolve('tests/support/loaded-packages.mjs')).href}`,
    LOADED_PACKAGES_FILE: loadedFile,
  });
  try {
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Its JavaScript heap is sized for a small server (scripts/serve.mjs starts again with these).
    const commandLine = fs.readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toEqual(expect.arrayContaining(['--max-semi-space-size=16', '--heap-growing-percent=100']));
    const idleMB = residentMB(server.pid);
    expect(idleMB, `resident memory after start and one page view`).toBeLessThanOrEqual(MEMORY_BUDGET_MB.idle);
    const loaded = fs.readFileSync(loadedFile, 'utf8').split('\n');
    // The hook sees the server's packages at all (its database, its logger).
    expect(loaded).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pino']));
    expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual([]);

    const body = leadBody('memory', 1);
    const posted = await fetch(`${server.origin}/?_action=leads.submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body,
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(new RegExp(`#${CONTACT_SECTION_ID}$`));
    await server.crash();

    const db = await PGlite.create(path.join(server.dataDir, 'pglite'), { extensions: pgliteExtensions });
    try {
      const email = new URLSearchParams(body).get('email');
      const { rows } = await db.query('SELECT email FROM leads WHERE email = $1', [email]);
      expect(rows).toEqual([{ email }]);
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
    server.remove();
  }
});
