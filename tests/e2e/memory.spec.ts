// The embedded default on a 1 GB server (README, configuration: the memory settings):
// the built server on a fresh PGlite data directory, after start and one page view, stays within
// the idle budget the benchmark also checks; and a lead it acknowledged survives kill -9.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { MEMORY_BUDGET_MB, residentMB } from '../../scripts/bench-server.mjs';
import { leadBody } from '../../scripts/bench-leads.mjs';
import { CONTACT_SECTION_ID } from '../../src/lib/lead-interest';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';
import { startAppServer } from './support/own-server';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';

test('the idle server on the embedded database stays within its memory budget and loses no acknowledged lead to kill -9', async () => {
  test.setTimeout(120_000);
  const server = await startAppServer(outDir);
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
