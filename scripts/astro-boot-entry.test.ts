// The server build exports `boot` from the adapter's module, and fails loudly when it cannot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootEntryPlugin } from './astro-boot-entry.ts';

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
