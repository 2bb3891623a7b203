// The data migrations: a database as the previous release left it (migrations up to 0004, with
// shipments and mail_outbox rows) is migrated to the current schema without losing anything.
import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { jobs, leads, shipmentEvents, shipments } from './schema';
import { createTestDatabase, testEngine } from './test-database';
import { migrationsFolder } from './test-migrations';

const LAST_OLD_MIGRATION = '0004_user_phone';

let handle: DatabaseHandle;
let folder: string;
const ids = {
  lead: '11111111-1111-4111-8111-111111111111',
  queued: '22222222-2222-4222-8222-222222222222',
  sent: '33333333-3333-4333-8333-333333333333',
  failed: '44444444-4444-4444-8444-444444444444',
  pending: '55555555-5555-4555-8555-555555555555',
  moving: '66666666-6666-4666-8666-666666666666',
};

beforeAll(async () => {
  folder = migrationsFolder({ upTo: LAST_OLD_MIGRATION });
  handle = await createTestDatabase({ migrationsFolder: folder, seed: false });
  await handle.db.execute(sql`
    INSERT INTO "user" (id, name, email, first_name, last_name) VALUES ('u1', 'Ana Lima', 'ana@example.com', 'Ana', 'Lima')`);
  await handle.db.execute(sql`
    INSERT INTO shipments (id, user_id, tracking_number, origin, destination, weight_kg, sender_name, sender_email,
      receiver_name, receiver_email, status, created_at) VALUES
    (${ids.pending}, 'u1', 'PLP-OLD00001', 'A', 'B', 1, 'S', 's@example.com', 'R', 'r@example.com', 'pending', '2026-01-02T10:00:00Z'),
    (${ids.moving}, 'u1', 'PLP-OLD00002', 'A', 'C', 2, 'S', 's@example.com', 'R', 'r@example.com', 'in-transit', '2026-01-01T10:00:00Z')`);
  await handle.db.execute(sql`
    INSERT INTO leads (id, full_name, email, phone, locale, page) VALUES (${ids.lead}, 'Maria', 'm@example.com', '84999990000', 'pt-BR', '/')`);
  await handle.db.execute(sql`
    INSERT INTO mail_outbox (id, "to", subject, text, html, reply_to, status, attempts, next_attempt_at, last_error, sent_at, lead_id, created_at) VALUES
    (${ids.queued}, 'vendas@example.com', 'Novo contato', 'Texto do contato', NULL, 'm@example.com', 'pending', 2, '2026-01-03T10:05:00Z', 'ECONNREFUSED', NULL, ${ids.lead}, '2026-01-03T10:00:00Z'),
    (${ids.sent}, 'ana@example.com', 'Confirme seu email', 'Link', '<p>Link</p>', NULL, 'sent', 1, '2026-01-03T09:00:00Z', NULL, '2026-01-03T09:00:05Z', NULL, '2026-01-03T09:00:00Z'),
    (${ids.failed}, 'x@example.com', 'Falhou', 'Texto', NULL, NULL, 'failed', 15, '2026-01-03T08:00:00Z', 'mailbox unavailable', NULL, NULL, '2026-01-03T03:00:00Z')`);
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe(`migrating a previous release's database (${testEngine})`, () => {
  it('gives every existing shipment one event with its status, and keeps the status', async () => {
    const events = await handle.db.select().from(shipmentEvents).orderBy(asc(shipmentEvents.id));
    expect(events.map((e) => [e.shipmentId, e.status, e.createdAt.toISOString(), e.actorId])).toEqual([
      [ids.moving, 'in-transit', '2026-01-01T10:00:00.000Z', null],
      [ids.pending, 'pending', '2026-01-02T10:00:00.000Z', null],
    ]);
    const rows = await handle.db.select().from(shipments).orderBy(asc(shipments.createdAt));
    expect(rows.map((s) => [s.status, s.updatedAt.getTime() === s.createdAt.getTime()])).toEqual([
      ['in-transit', true],
      ['pending', true],
    ]);
    // From now on the status moves only through events.
    await handle.db.insert(shipmentEvents).values({ shipmentId: ids.moving, status: 'out-for-delivery' });
    expect((await handle.db.select().from(shipments).orderBy(asc(shipments.createdAt)))[0]?.status).toBe(
      'out-for-delivery',
    );
  });

  it('moves every email into background_jobs with its id, text, state, attempts and the lead as its cause', async () => {
    const rows = await handle.db.select().from(jobs).orderBy(asc(jobs.createdAt));
    expect(
      rows.map((j) => [j.id, j.kind, j.state, j.attempts, j.maxAttempts, j.lastError, j.causeKind, j.causeId]),
    ).toEqual([
      [ids.failed, 'mail', 'failed', 15, 15, 'mailbox unavailable', null, null],
      [ids.sent, 'mail', 'succeeded', 1, 15, null, null, null],
      [ids.queued, 'mail', 'queued', 2, 15, 'ECONNREFUSED', 'lead', ids.lead],
    ]);
    const byId = new Map(rows.map((j) => [j.id, j]));
    expect(byId.get(ids.queued)?.payload).toEqual({
      to: 'vendas@example.com',
      subject: 'Novo contato',
      text: 'Texto do contato',
      replyTo: 'm@example.com',
    });
    expect(byId.get(ids.queued)?.runAt.toISOString()).toBe('2026-01-03T10:05:00.000Z');
    expect(byId.get(ids.sent)?.payload).toEqual({
      to: 'ana@example.com',
      subject: 'Confirme seu email',
      text: 'Link',
      html: '<p>Link</p>',
    });
    expect(byId.get(ids.sent)?.finishedAt?.toISOString()).toBe('2026-01-03T09:00:05.000Z');
    const result = (await handle.db.execute(sql`SELECT to_regclass('mail_outbox')::text AS "table"`)) as unknown as {
      rows: { table: string | null }[];
    };
    expect(result.rows).toEqual([{ table: null }]);
  });

  it('puts existing leads at the start of the pipeline', async () => {
    expect((await handle.db.select().from(leads)).map((l) => l.status)).toEqual(['new']);
  });
});
