// What a stopped server's database holds, table by table, as a hash of its rows: two fingerprints
// differ when any row was added, removed or changed in between.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';

export type Fingerprint = Record<string, string>;

/** Every table of the data directory's database (the app's and the migrations'), hashed. */
export async function databaseFingerprint(dataDir: string): Promise<Fingerprint> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const tables = (await handle.db.execute(
      sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
          ORDER BY 1`,
    )) as unknown as { rows: { name: string }[] };
    const fingerprint: Fingerprint = {};
    for (const { name } of tables.rows) {
      const result = (await handle.db.execute(
        sql.raw(
          `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS hash FROM ${name} t`,
        ),
      )) as unknown as { rows: { rows: number; hash: string | null }[] };
      const row = result.rows[0]!;
      fingerprint[name] = `${row.rows} rows ${row.hash ?? ''}`;
    }
    return fingerprint;
  } finally {
    await handle.close();
  }
}
