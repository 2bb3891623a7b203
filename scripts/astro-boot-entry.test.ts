// The server build exports `boot` from the adapter's module, and fails loudly when it cannot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer, isRunnableDevEnvironment, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootDevPlugin, bootEntryPlugin } from './astro-boot-entry.ts';

// Stand-ins for the adapter's server module and src/server/boot.ts, in a temp project.
const files: Record<string, string> = {
  'node_modules/@astrojs/node/dist/server.js': 'export const handler = () => "handled";\n',
  'src/server/boot.ts': 'export async function boot() { return "booted"; }\n',
  'src/entry-with-adapter.ts': 'export * from "../node_modules/@astrojs/node/dist/server.js";\n',
  'src/entry-without-adapter.ts': 'export const handler = () => "handled";\n',
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-entry-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function buildFor(entry: string, side: 'client' | 'server', outDir = 'out') {
  const input = path.join(root, 'src', entry);
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [bootEntryPlugin(path.join(root, 'src/server/boot.ts'))],
    build: side === 'server' ? { ssr: input, outDir } : { write: false, rollupOptions: { input } },
  });
}

describe('boot entry', () => {
  it('exports boot next to the adapter handler in the built server entry', async () => {
    const result = await buildFor('entry-with-adapter.ts', 'server', 'out-with-adapter');
    const { output } = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    const built = output.find((file) => file.type === 'chunk' && file.isEntry);
    if (!built) throw new Error('the server build wrote no entry chunk');
    const entry = (await import(pathToFileURL(path.join(root, 'out-with-adapter', built.fileName)).href)) as {
      handler: () => string;
      boot: { boot: () => Promise<string> };
    };
    expect(entry.handler()).toBe('handled');
    await expect(entry.boot.boot()).resolves.toBe('booted');
  });

  it('fails the server build when the adapter module never went through the transform', async () => {
    await expect(buildFor('entry-without-adapter.ts', 'server', 'out-without-adapter')).rejects.toThrow(
      'The server entry has no `boot` export: no module matching @astrojs/node/dist/server.js was bundled',
    );
  });

  it('leaves the browser build alone, which never bundles the adapter', async () => {
    await expect(buildFor('entry-without-adapter.ts', 'client')).resolves.toBeTruthy();
  });
});

describe('boot in the dev server', () => {
  // A stand-in start-up that logs each run and each stop, with the id of the module state it holds.
  const devFiles: Record<string, string> = {
    'dev/state.ts': 'export const id = Math.random().toString(36).slice(2);\n',
    'dev/boot.ts': [
      "import { id } from './state.ts';",
      'const log = ((globalThis as { bootLog?: string[] }).bootLog ??= []);',
      'export async function boot() {',
      "  if (process.env.DEV_BOOT_FAILS) throw new Error('the configuration is invalid');",
      '  await new Promise((resolve) => setTimeout(resolve, 200));',
      '  log.push(`boot ${id}`);',
      '  return { async shutdown() { log.push(`shutdown ${id}`); } };',
      '}',
      '',
    ].join('\n'),
    'dev/page.ts': 'export const page = 1;\n',
  };
  const bootLog = () => ((globalThis as { bootLog?: string[] }).bootLog ??= []);

  async function devServer() {
    for (const [name, text] of Object.entries(devFiles)) fs.writeFileSync(path.join(root, name), text);
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [bootDevPlugin(path.join(root, 'dev/boot.ts'))],
      server: { port: 0, host: '127.0.0.1', ws: false },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('the dev server has no port');
    return { server, url: `http://127.0.0.1:${address.port}/` };
  }

  beforeAll(() => fs.mkdirSync(path.join(root, 'dev'), { recursive: true }));

  it('runs start-up before the first answer, again after an edit to what it imports, and stops it on close', async () => {
    bootLog().length = 0;
    const { server, url } = await devServer();
    await fetch(url);
    expect(bootLog()).toHaveLength(1);
    const [first] = bootLog();

    // Requests made while start-up runs again wait for it, and see the new instances.
    fs.writeFileSync(path.join(root, 'dev/state.ts'), `${devFiles['dev/state.ts']}// edited\n`);
    await expect.poll(() => bootLog().length, { timeout: 10_000 }).toBe(3);
    const again = bootLog()[2];
    expect(bootLog()[1]).toBe(first?.replace('boot', 'shutdown'));
    expect(again).toMatch(/^boot /);
    expect(again).not.toBe(first);

    // A file start-up does not reach changes nothing.
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('the dev server runs no SSR modules');
    await ssr.runner.import(path.join(root, 'dev/page.ts'));
    fs.writeFileSync(path.join(root, 'dev/page.ts'), 'export const page = 2;\n');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bootLog()).toHaveLength(3);

    await server.close();
    await expect.poll(() => bootLog().at(-1)).toBe(again?.replace('boot', 'shutdown'));
  });

  it('answers 503 with the reason when start-up fails', async () => {
    process.env.DEV_BOOT_FAILS = '1';
    const { server, url } = await devServer();
    try {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Start-up failed: the configuration is invalid');
    } finally {
      delete process.env.DEV_BOOT_FAILS;
      await server.close();
    }
  });
});
