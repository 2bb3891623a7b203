// A test file's database with the live events listening on it (PostgreSQL's LISTEN/NOTIFY, or
// PGlite's): opened before the file's tests, stopped and closed after them (after the file's own
// after-hooks, which Vitest runs first).
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { useTestDatabase } from '@/server/db/test-database';
import { startLiveEvents, type LiveEvents } from './live-events';

export function useLiveTestDatabase(
  bind: (handle: DatabaseHandle, events: LiveEvents) => void,
  options?: Parameters<typeof startLiveEvents>[1],
) {
  let handle: DatabaseHandle | undefined;
  let events: LiveEvents | undefined;
  beforeAll(async () => {
    handle = await useTestDatabase();
    events = await startLiveEvents(handle.driver, options);
    bind(handle, events);
  });
  afterAll(async () => {
    await events?.stop();
    await handle?.close();
  });
}
