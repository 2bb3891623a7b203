// For tests of what several app processes share: a second connection pool to a test's PostgreSQL
// database, as another process would open. Closing it waits until PostgreSQL has let its
// connections go, so dropping the database afterwards terminates nobody.
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './db/client';

const OTHER_PROCESS = 'other-process';

export async function openOtherProcess(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.driver.engine !== 'postgres') throw new Error('openOtherProcess needs PostgreSQL (TEST_DATABASE_URL)');
  const url = new URL(handle.driver.url);
  url.searchParams.set('application_name', OTHER_PROCESS);
  const other = await openDatabase({ url: url.href });
  return {
    ...other,
    async close() {
      await other.close();
      for (let tries = 0; tries < 50; tries++) {
        const [row] = await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() AND application_name = ${OTHER_PROCESS}`);
        if (!row?.n) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
