// The import rules of .dependency-cruiser.cjs catch each kind of knot, in .ts and in .astro files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.mjs';

let root: string;

/** A tree of `files` (path → source) under a fresh folder. */
function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-test-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const clean = {
  'src/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'src/server/db.ts': "import { format } from '@/lib/format';\nexport const db = () => format(1);\n",
  'src/features/portal/shipments/index.ts': "export { timeline } from './timeline';\n",
  'src/features/portal/shipments/timeline.ts':
    "import { db } from '@/server/db';\nexport const timeline = () => db();\n",
  'src/features/portal/shipments/shipments.server.ts': 'export const list = () => [];\n',
  'src/features/portal/tracking/tracking.server.ts':
    "import { timeline } from '@/features/portal/shipments';\nimport { list } from '@/features/portal/shipments/shipments.server';\nexport const track = () => [timeline(), list()];\n",
  'src/pages/index.astro':
    "---\nimport { track } from '@/features/portal/tracking/tracking.server';\nconst t = track();\n---\n<p>{t}</p>\n",
};

describe('the import rules', () => {
  it('accept a tree of layers whose features meet through their public surface', async () => {
    tree(clean);
    expect(await checkImports(root)).toMatchObject({ exitCode: 0 });
  });

  it.each([
    [
      'no-circular',
      {
        'src/lib/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
        'src/lib/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
      },
    ],
    [
      'infrastructure-knows-no-feature',
      {
        'src/server/seed.ts':
          "import { list } from '@/features/portal/shipments/shipments.server';\nexport const s = list;\n",
      },
    ],
    [
      'infrastructure-knows-no-feature',
      {
        'src/components/header.astro':
          "---\nimport { list } from '@/features/portal/shipments/shipments.server';\n---\n<header>{list()}</header>\n",
      },
    ],
    [
      'feature-public-surface',
      {
        'src/features/portal/tracking/page.ts':
          "import { timeline } from '@/features/portal/shipments/timeline';\nexport const page = timeline;\n",
      },
    ],
    [
      'features-below-pages',
      { 'src/features/portal/tracking/layout-user.ts': "import '@/pages/index.astro';\nexport const x = 1;\n" },
    ],
    [
      'no-feature-circular',
      {
        'src/features/portal/shipments/shipments.server.ts':
          "import { track } from '@/features/portal/tracking/tracking.server';\nexport const list = () => [track];\n",
      },
    ],
  ])('refuse %s', async (rule, files) => {
    tree({ ...clean, ...files });
    const { exitCode, output } = await checkImports(root);
    expect(exitCode).toBeGreaterThan(0);
    expect(output).toContain(`error ${rule}:`);
  });
});
