import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLiveTestDatabase } from '@/server/events/live-events.test-support';
import { latestSeq, notify } from '@/features/portal/notifications/notifications.server';
import type { DatabaseHandle } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { testEngine } from '@/server/db/test-database';
import type { LiveEvents } from '@/server/events';
import { createLiveHub, type LiveHub } from './live-hub.server';
import { liveStreamResponse, resumeFrom } from './live-stream.server';

let handle: DatabaseHandle;
let events: LiveEvents;
let hub: LiveHub;
useLiveTestDatabase((h, e) => ((handle = h), (events = e)));
beforeAll(async () => {
  hub = createLiveHub({ events });
  await handle.db.execute(sql`TRUNCATE notifications, "user" CASCADE`);
  await handle.db
    .insert(user)
    .values({ id: 'ana', name: 'ana', email: 'ana@example.com', firstName: 'Ana', lastName: 'Teste' });
});
afterAll(async () => {
  await hub.stop();
});

const ana = { id: 'ana' } as NonNullable<App.Locals['user']>;

function get(path: string, { headers = {}, signedIn = true } = {}) {
  const controller = new AbortController();
  const url = new URL(path, 'http://localhost');
  const request = new Request(url, { headers, signal: controller.signal });
  const locals = { user: signedIn ? ana : null, session: null };
  return { response: liveStreamResponse({ request, url, locals }, hub), abort: () => controller.abort() };
}

/** Reads the body until `until` appears in it. */
async function readUntil(response: Response, until: string) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe(`the live stream endpoint on ${testEngine}`, () => {
  it('refuses a visitor without a session, opening nothing', async () => {
    const response = await get('/api/live', { signedIn: false }).response;
    expect(response.status).toBe(401);
    expect(hub.count()).toBe(0);
  });

  it('is an event stream that nothing on the way may buffer, compress or cache', async () => {
    const { response, abort } = get('/api/live');
    const r = await response;
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(r.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(r.headers.get('x-accel-buffering')).toBe('no');
    expect(await readUntil(r, '\n\n')).toBe(`event: ready\nid: ${await latestSeq('ana')}\ndata: {}\n\n`);
    abort();
  });

  it('sends titles in the language of the page that opened it (?lang=), Portuguese otherwise', async () => {
    const seen = await latestSeq('ana');
    await handle.db.transaction((tx) =>
      notify(tx, 'ana', 'pt-BR', { title: 'portal.notification.created', params: { tracking: 'PLP-LANG1' } }),
    );
    for (const [query, title] of [
      ['lang=en', 'Shipment PLP-LANG1 created'],
      ['lang=pt-BR', 'Envio PLP-LANG1 criado'],
      ['lang=xx', 'Envio PLP-LANG1 criado'],
      ['', 'Envio PLP-LANG1 criado'],
    ]) {
      const { response, abort } = get(`/api/live?${query}&lastEventId=${seen}`);
      expect(await readUntil(await response, 'event: ready'), query).toContain(`data: {"title":"${title}"}`);
      abort();
    }
    await vi.waitFor(() => expect(hub.count('ana')).toBe(0), { timeout: 2000, interval: 10 });
  });

  it('resumes after Last-Event-ID (or ?lastEventId=), and lets go of the stream when the browser leaves', async () => {
    const seen = await latestSeq('ana');
    await handle.db.transaction((tx) =>
      notify(tx, 'ana', 'pt-BR', { title: 'support.notify.title', params: { subject: 'Perdida' } }),
    );
    for (const options of [
      { path: '/api/live', headers: { 'last-event-id': String(seen) } },
      { path: `/api/live?lastEventId=${seen}`, headers: {} },
    ]) {
      const { response, abort } = get(options.path, { headers: options.headers });
      const r = await response;
      expect(await readUntil(r, 'event: ready')).toContain('event: notification\nid: ');
      expect(hub.count('ana')).toBe(1);
      abort();
      await vi.waitFor(() => expect(hub.count('ana')).toBe(0), { timeout: 2000, interval: 10 });
    }
  });

  it('reads only a plain non-negative number as where to resume', () => {
    const at = (value: string) =>
      resumeFrom(
        new Request('http://localhost/', { headers: { 'last-event-id': value } }),
        new URL('http://localhost/'),
      );
    expect(at('42')).toBe(42);
    expect(at(' 7 ')).toBe(7);
    for (const bad of ['-1', '1e9', 'abc', '', '9'.repeat(20), '0x10']) expect(at(bad)).toBeUndefined();
  });
});
