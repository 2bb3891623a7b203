// Publishing a live event: pg_notify inside the caller's transaction, so listeners in every app
// process hear it when (and only if) the transaction commits.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** Ids and small tokens only: listeners re-read the rows they need (NOTIFY payloads stay tiny). */
export type EventPayload = Readonly<Record<string, string | number>>;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;
// PostgreSQL refuses payloads of 8000 bytes or more; ids never come close.
const MAX_PAYLOAD_BYTES = 1000;

export function assertChannel(channel: string) {
  if (!CHANNEL.test(channel))
    throw new Error(`Invalid live-event channel "${channel}": use lower-case letters, digits and _.`);
}

export async function publish(tx: Database, channel: string, payload: EventPayload): Promise<void> {
  assertChannel(channel);
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Live event on "${channel}" is ${Buffer.byteLength(text)} bytes: send ids, not content.`);
  }
  await tx.execute(sql`SELECT pg_notify(${channel}, ${text})`);
}
