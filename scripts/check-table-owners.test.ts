// The table-owner check of `npm run lint` catches every way a module can write another's table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTableOwners } from './check-table-owners.mjs';

let root: string;

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'owners-test-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const clean = {
  'src/server/db/schema/index.ts': "export * from './sales';\n",
  'src/server/db/schema/sales.ts':
    "import { pgTable, text } from 'drizzle-orm/pg-core';\n" +
    "export const leads = pgTable('leads', { id: text('id') });\n" +
    "export const visits = pgTable(\n  'visits',\n  { id: text('id') },\n);\n",
  'src/server/db/table-owners.ts':
    "export const TABLE_OWNERS = {\n  leads: 'src/features/sales/leads',\n  visits: 'src/features/sales/visits/visits.server.ts',\n} as const;\n",
  'src/features/sales/leads/leads.server.ts':
    "import { sql } from 'drizzle-orm';\nimport { db } from '@/server/db/client';\nimport { leads } from '@/server/db/schema';\n" +
    'export const add = () => db().insert(leads).values({ id: "1" });\n' +
    'export const touch = (tx) => tx.execute(sql`update ${leads} set id = id`);\n',
  'src/features/sales/visits/visits.server.ts':
    "import { visits } from '@/server/db/schema';\nexport const book = (tx) => tx.insert(visits).values({});\n" +
    "export const forget = (files) => files.delete('key');\n",
  'src/features/sales/visits/visits.server.test.ts':
    "import { leads } from '@/server/db/schema';\nexport const seed = (tx) => tx.insert(leads).values({});\n",
  'src/i18n/en.ts': "export const en = { 'leads.help': 'Update leads from the board.' };\n",
};

describe('the table-owner check', () => {
  it('accepts writes by each table’s owner, tests and prose naming a table', () => {
    tree(clean);
    expect(checkTableOwners(root)).toMatchObject({ exitCode: 0 });
  });

  it.each([
    [
      'a named import',
      "import { leads } from '@/server/db/schema';\nexport const f = (tx) => tx.update(leads).set({});\n",
    ],
    [
      'a renamed import',
      "import { leads as l } from '@/server/db/schema/sales';\nexport const f = (db) => db().delete(l);\n",
    ],
    [
      'a namespace import',
      "import * as schema from '@/server/db/schema';\nexport const f = (tx) => tx.insert(schema.leads);\n",
    ],
    [
      'a table in SQL',
      'import { sql } from \'drizzle-orm\';\nexport const f = (tx) => tx.execute(sql`DELETE FROM "leads" WHERE true`);\n',
    ],
    [
      'a table interpolated in SQL',
      "import { sql } from 'drizzle-orm';\nimport { leads } from '@/server/db/schema';\nexport const f = (tx) => tx.execute(sql`insert into ${leads} (id) values (1)`);\n",
    ],
    [
      'a row built for insertRow',
      "import { tableRow } from '@/server/db/insert-row';\nimport { leads } from '@/server/db/schema';\nexport const r = tableRow(leads, { id: '1' });\n",
    ],
    ['raw SQL text', "export const f = (client) => client.query('update leads set id = 2');\n"],
  ])('refuses a write through %s outside the owner', (_, source) => {
    const line =
      source.split('\n').findIndex((l) => /leads|update|delete|insert/i.test(l) && !l.startsWith('import')) + 1;
    tree({ ...clean, 'src/features/sales/visits/visit-mail.server.ts': source });
    const { exitCode, output } = checkTableOwners(root);
    expect(exitCode).toBe(1);
    expect(output).toContain(`src/features/sales/visits/visit-mail.server.ts:${line}:`);
    expect(output).toContain('leads, which src/features/sales/leads owns');
  });

  it('refuses a write to a file-owned table from a sibling file of the same folder', () => {
    tree({
      ...clean,
      'src/features/sales/visits/visit-outcome.server.ts':
        "import { visits } from '@/server/db/schema';\nexport const f = (tx) => tx.update(visits).set({});\n",
    });
    expect(checkTableOwners(root).output).toContain('visit-outcome.server.ts:2: update visits');
  });

  it('refuses a write whose table it cannot name', () => {
    tree({
      ...clean,
      'src/features/sales/leads/generic.server.ts': 'export const wipe = (tx, table) => tx.delete(table);\n',
    });
    const { exitCode, output } = checkTableOwners(root);
    expect(exitCode).toBe(1);
    expect(output).toContain('generic.server.ts:1: delete on a table this check cannot name');
  });

  it('refuses a table without an owner, and an owner that does not exist', () => {
    tree({
      ...clean,
      'src/server/db/schema/sales.ts': `${clean['src/server/db/schema/sales.ts']}export const notes = pgTable('notes', {});\n`,
      'src/server/db/table-owners.ts': clean['src/server/db/table-owners.ts'].replace('sales/leads', 'sales/lead'),
    });
    const { output } = checkTableOwners(root);
    expect(output).toContain('the table notes has no owner');
    expect(output).toContain("leads's owner src/features/sales/lead does not exist");
  });
});
