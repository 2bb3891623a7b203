// The browser build refuses server-only modules and message catalogues; the server build takes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOnlyBoundary } from './server-only-boundary.ts';

// A miniature of the project's layout (and its verbatimModuleSyntax), written to a temp dir so that the real src/ stays untouched.
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { verbatimModuleSyntax: true } }),
  'src/server/config.ts': 'export const databaseUrl = process.env.DATABASE_URL;\n',
  'src/features/sales/contact-form/leads.server.ts': 'export const secret = "smtp-password";\n',
  'src/features/sales/contact-form/lead-format.ts':
    'import { secret } from "./leads.server.ts";\nexport const format = (s: string) => s + secret;\n',
  'src/i18n/translate.ts': 'export const translate = (key: string) => key;\n',
  'src/i18n/pt-BR/leads.ts': 'export const leads = { "leads.title": "Fale conosco" } as const;\n',
  'src/lib/cn.ts': 'export const cn = (...c: string[]) => c.join(" ");\n',
  'src/entry-suffix.ts':
    'import { format } from "./features/sales/contact-form/lead-format.ts";\nconsole.log(format("x"));\n',
  'src/entry-server-dir.ts': 'import { databaseUrl } from "./server/config.ts";\nconsole.log(databaseUrl);\n',
  'src/entry-translate.ts': 'import { translate } from "./i18n/translate.ts";\nconsole.log(translate("a"));\n',
  'src/entry-area-catalogue.ts': 'import { leads } from "./i18n/pt-BR/leads.ts";\nconsole.log(leads);\n',
  'src/entry-inline-type.ts':
    'import { type leads } from "./i18n/pt-BR/leads.ts";\nconst key: keyof typeof leads = "leads.title";\nconsole.log(key);\n',
  'src/entry-clean.ts':
    'import type { leads } from "./i18n/pt-BR/leads.ts";\nimport { cn } from "./lib/cn.ts";\n' +
    'const key: keyof typeof leads = "leads.title";\nconsole.log(cn(key));\n',
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-only-boundary-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function buildFor(entry: string, side: 'client' | 'server') {
  const input = path.join(root, 'src', entry);
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [serverOnlyBoundary()],
    build: side === 'server' ? { ssr: input, write: false } : { write: false, rollupOptions: { input } },
  });
}

describe('server-only boundary in the browser build', () => {
  it('fails on a *.server.ts module and names the chain that pulled it in', async () => {
    const failure = buildFor('entry-suffix.ts', 'client');
    await expect(failure).rejects.toThrow(
      'Code that ships to the browser imports modules that must stay on the server:',
    );
    await expect(failure).rejects.toThrow(
      '  src/features/sales/contact-form/leads.server.ts: server-only (database, secrets, file system)\n' +
        '    import chain: src/entry-suffix.ts -> src/features/sales/contact-form/lead-format.ts -> src/features/sales/contact-form/leads.server.ts',
    );
  });

  it('fails on a module under src/server/', async () => {
    await expect(buildFor('entry-server-dir.ts', 'client')).rejects.toThrow('  src/server/config.ts: server-only');
  });

  it('fails on the translator and on a per-area catalogue', async () => {
    await expect(buildFor('entry-translate.ts', 'client')).rejects.toThrow(
      '  src/i18n/translate.ts: message catalogue',
    );
    await expect(buildFor('entry-area-catalogue.ts', 'client')).rejects.toThrow(
      '  src/i18n/pt-BR/leads.ts: message catalogue',
    );
  });

  it('fails on `import { type … }`, which verbatimModuleSyntax keeps as an import of the module', async () => {
    await expect(buildFor('entry-inline-type.ts', 'client')).rejects.toThrow(
      '  src/i18n/pt-BR/leads.ts: message catalogue',
    );
  });

  it('passes clean code, `import type` of a catalogue included', async () => {
    await expect(buildFor('entry-clean.ts', 'client')).resolves.toBeTruthy();
  });

  it('lets the server build import server modules and catalogues', async () => {
    await expect(buildFor('entry-suffix.ts', 'server')).resolves.toBeTruthy();
    await expect(buildFor('entry-area-catalogue.ts', 'server')).resolves.toBeTruthy();
  });
});

describe('server-only boundary in dev', () => {
  it("fails the browser's load of a server module, and only the browser's", async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [serverOnlyBoundary()],
      server: { ws: false, watch: null },
      optimizeDeps: { noDiscovery: true },
    });
    try {
      const client = server.environments.client;
      await client.transformRequest('/src/entry-suffix.ts');
      await client.transformRequest('/src/features/sales/contact-form/lead-format.ts');
      await expect(client.transformRequest('/src/features/sales/contact-form/leads.server.ts')).rejects.toThrow(
        'import chain: src/entry-suffix.ts -> src/features/sales/contact-form/lead-format.ts -> src/features/sales/contact-form/leads.server.ts',
      );
      await expect(
        server.environments.ssr.transformRequest('/src/features/sales/contact-form/leads.server.ts'),
      ).resolves.toBeTruthy();
    } finally {
      await server.close();
    }
  });
});
