// Once-only submissions (src/lib/forms/submission.ts): what a form creates and its submission row
// are written in one transaction, so a retry with the same key finds the first answer and creates
// nothing. Two copies racing each other: the second's row collides on the key and it is rolled back.
import { and, eq } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import { formSubmissions } from '@/server/db/schema';

async function previous<T>(action: string, key: string): Promise<T | undefined> {
  const [row] = await db()
    .select({ result: formSubmissions.result })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.action, action), eq(formSubmissions.key, key)));
  return row?.result as T | undefined;
}

/** PostgreSQL's unique_violation, as the driver reports it (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs `create` in a transaction once per (`action`, `key`): the first time its result (plain JSON)
 * is stored with what it wrote; any later call with the same key returns that result. Without a
 * key it simply runs.
 */
export async function submitOnce<T extends Record<string, unknown>>(
  action: string,
  key: string | undefined,
  create: (tx: Database) => Promise<T>,
): Promise<T> {
  if (key) {
    const earlier = await previous<T>(action, key);
    if (earlier) return earlier;
  }
  try {
    return await db().transaction(async (tx) => {
      const result = await create(tx);
      if (key) await tx.insert(formSubmissions).values({ action, key, result });
      return result;
    });
  } catch (error) {
    const earlier = key && isUniqueViolation(error) ? await previous<T>(action, key) : undefined;
    if (earlier) return earlier;
    throw error;
  }
}
