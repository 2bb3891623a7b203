// The audit log as the tests read it back: every entry in the order written, and the only entry a
// test that made one change expects.
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

export const auditEntries = (handle: DatabaseHandle) => handle.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** The log's one entry: fails when there is none or more than one. */
export async function onlyAuditEntry(handle: DatabaseHandle) {
  const [entry, ...others] = await auditEntries(handle);
  expect(entry).toBeDefined();
  expect(others).toHaveLength(0);
  return entry!;
}
