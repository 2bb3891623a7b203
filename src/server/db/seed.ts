// Idempotent seeds: rows are inserted once and never overwritten, so admin edits survive restarts.
import type { Database } from './client';
import { modules } from './schema';
import { moduleSeed } from '@/features/modules/modules.seed';

export async function seedDatabase(db: Database) {
  await db.insert(modules).values(moduleSeed).onConflictDoNothing({ target: modules.number });
}
