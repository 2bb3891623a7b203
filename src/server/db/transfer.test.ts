// db:export / db:import (scripts/db-transfer.mjs) end to end: an embedded database with a row in
// every table goes through the file into a fresh PGlite and, when it answers, a fresh PostgreSQL.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEndpoint, tablesInForeignKeyOrder, type Connection, type Endpoint } from './transfer';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'db-transfer-'));
const sourceDir = path.join(root, 'source');
const dump = path.join(root, 'data.jsonl');
// Its PostgreSQL part runs whenever PostgreSQL answers, in the PGlite pass of npm test: the file
// reads no database URL from the environment, so the PostgreSQL pass (the files that do, and those
// on test-database.ts) does not run it twice.
const pgAdminUrl = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/db-transfer.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: sourceDir, ...env },
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

// One row (or a few) in every table, with the things a copy gets wrong: identity ids, a sequence
// that stands past max(id), jsonb, numeric, dates, microseconds, and a shipment whose updated_at
// differs from what the events' trigger would write.
const seed = `
INSERT INTO "user" (id, name, email, email_verified, first_name, last_name, role, two_factor_enabled, created_at)
  VALUES ('u1', 'Ana Lima', 'ana@example.com', true, 'Ana', 'Lima', 'admin', true, '2026-01-02 03:04:05.123456+00');
INSERT INTO account (id, account_id, provider_id, user_id, password, updated_at) VALUES ('a1', 'u1', 'credential', 'u1', 'salt:hash', now());
INSERT INTO session (id, expires_at, token, updated_at, ip_address, user_agent, user_id)
  VALUES ('s1', now() + interval '1 day', 'token-1', now(), '203.0.113.9', 'Firefox', 'u1');
INSERT INTO two_factor (id, secret, backup_codes, user_id, verified) VALUES ('t1', 'secret', 'codes', 'u1', true);
INSERT INTO verification (id, identifier, value, expires_at) VALUES ('v1', 'reset:ana', 'x', now() + interval '1 hour');
INSERT INTO rate_limit (id, key, count, last_request) VALUES ('r1', '203.0.113.9/sign-in', 2, 1795000000000);
INSERT INTO account_rate_limit (key, count, window_start) VALUES ('login:ana', 1, now());
INSERT INTO modules (number, status, storage_area, mezzanine_area, canopy_area, gatehouse_area, utilities_area, docks, ramps, description, description_en, rent_cents, condo_fee_cents, iptu_cents, version, tenant_name, contract_end)
  VALUES (7, 'leased', 1234.5678, 100, 50.25, 10, 5, 2, 1, 'Módulo 7', 'Module 7', 4500000, 350000, 120000, 2, 'Transportes Sol', '2027-03-31');
INSERT INTO leads (id, full_name, email, phone, message, module_number, locale, page, status, owner_id, follow_up_on)
  VALUES ('00000000-0000-4000-8000-000000000001', 'Bruno Dias', 'bruno@example.com', '+55 84 99999-0000', 'Olá "módulo"\n7', 7, 'pt-BR', '/contato', 'contacted', 'u1', '2026-12-01');
INSERT INTO lead_events (lead_id, kind, actor_id, actor_label, body, data)
  VALUES ('00000000-0000-4000-8000-000000000001', 'stage', 'u1', 'Ana Lima', 'Ligou', '{"from": "new", "to": "contacted", "n": [1, 2.5, null]}');
INSERT INTO shipments (id, user_id, tracking_number, origin, destination, weight_kg, sender_name, sender_email, receiver_name, receiver_email, created_at)
  VALUES ('00000000-0000-4000-8000-000000000002', 'u1', 'PLP-AAAAA-BBBBB', 'Natal', 'Recife', 12.345, 'Ana', 'ana@example.com', 'Caio', 'caio@example.com', '2026-02-01 10:00:00+00');
INSERT INTO shipment_events (shipment_id, status, created_at) VALUES ('00000000-0000-4000-8000-000000000002', 'pending', '2026-02-01 10:00:00+00');
INSERT INTO shipment_events (shipment_id, status, place, actor_id, created_at) VALUES ('00000000-0000-4000-8000-000000000002', 'in-transit', 'BR-101', 'u1', '2026-02-02 10:00:00+00');
UPDATE shipments SET carrier = 'correios', carrier_code = 'AA123456789BR', updated_at = '2026-02-03 08:00:00.000001+00';
INSERT INTO notifications (user_id, title, body, link, read_at) VALUES ('u1', 'Em trânsito', 'PLP-AAAAA-BBBBB', '/portal', now());
INSERT INTO notifications (user_id, title) VALUES ('u1', 'Bem-vinda');
INSERT INTO charges (user_id, description, amount_cents, due_date, shipment_id, module_number, status, paid_on, payment_method, created_by)
  VALUES ('u1', 'Aluguel', 1500000, '2026-12-10', '00000000-0000-4000-8000-000000000002', 7, 'paid', '2026-12-09', 'pix', 'u1');
INSERT INTO documents (user_id, name, document_type, content_type, size_bytes, storage_key, shipment_id, status, reviewed_by, reviewed_at)
  VALUES ('u1', 'nota.pdf', 'invoice', 'application/pdf', 1234, 'documents/u1/nota.pdf', '00000000-0000-4000-8000-000000000002', 'verified', 'u1', now());
INSERT INTO support_requests (id, user_id, subject, category) VALUES ('00000000-0000-4000-8000-000000000003', 'u1', 'Boleto', 'billing');
INSERT INTO support_messages (request_id, author_id, from_staff, body) VALUES ('00000000-0000-4000-8000-000000000003', 'u1', false, 'Onde está?');
INSERT INTO privacy_log (action, subject_kind, subject_fingerprint, actor_id) VALUES ('export', 'customer', 'fp', 'u1');
INSERT INTO form_submissions (action, key, result) VALUES ('leads.submit', 'k1', '{"ok": true}');
INSERT INTO background_jobs (kind, payload, state, attempts, max_attempts, cause_kind, cause_id)
  VALUES ('mail', '{"to": "vendas@example.com", "subject": "Novo lead"}', 'succeeded', 1, 15, 'lead', '00000000-0000-4000-8000-000000000001');
INSERT INTO audit_log (actor_id, actor_label, action, subject_kind, subject_id, before, after)
  VALUES ('u1', 'Ana Lima', 'module.update', 'module', '7', '{"status": "available"}', '{"status": "leased"}'),
         ('u1', 'Ana Lima', 'lead.stage', 'lead', '1', NULL, '{}'),
         ('u1', 'Ana Lima', 'lead.stage', 'lead', '2', NULL, '{}');
DELETE FROM audit_log WHERE subject_id = '2';
INSERT INTO work_slots (key, slot, holder, expires_at) VALUES ('report:u1', 0, 'h1', '2026-01-01T10:00:00Z');
INSERT INTO site_identity (id, name, street, district, city, state, postal_code, phone, whatsapp, email, opens, closes, instagram_url, map_lat, map_lng, version)
  VALUES (1, 'Parque Logístico', 'BR-101, km 95', 'Distrito Industrial', 'Parnamirim', 'RN', '59150-000', '+558432720000', '+5584999990000', 'a@example.com', '07:00', '18:00', 'https://instagram.com/x', -5.9, -35.26, 2);
INSERT INTO site_images (slot, image, alt_pt, alt_en, focal_x, focal_y, version)
  VALUES ('facility-gatehouse', '{"hash": "abc", "widths": [480, 800]}', 'Portaria', 'Gatehouse', 40, 60, 1);
INSERT INTO faq_questions (id, "group", position, hidden, question_pt, answer_pt, question_en, answer_en, version)
  VALUES ('00000000-0000-4000-8000-000000000009', 'condominium', 1, true, 'Tem portaria?', 'Sim.\n\n- 24 horas', 'Is there a gate?', 'Yes.', 3);
INSERT INTO site_banner (id, text_pt, text_en, link, starts_at, ends_at, version)
  VALUES (1, 'Módulo 7 disponível', 'Module 7 available', '/faq', '2027-03-01T11:00:00Z', '2027-03-31T21:00:00Z', 2);
INSERT INTO visit_settings (id, slot_minutes, places_per_slot, days_ahead, min_notice_minutes, version) VALUES (1, 60, 2, 30, 1440, 1);
INSERT INTO visit_hours (weekday, starts_minute, ends_minute) VALUES (1, 540, 720), (1, 840, 1020);
INSERT INTO closed_days (day, kind, name_pt, name_en) VALUES ('2026-12-25', 'national', 'Natal', 'Christmas');
INSERT INTO visit_slots (starts_at, capacity, booked) VALUES ('2026-12-01T12:00:00Z', 2, 1);
INSERT INTO visits (id, lead_id, starts_at, ends_at, status, source, module_number, locale, sequence, outcome_by)
  VALUES ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', '2026-12-01T12:00:00Z', '2026-12-01T13:00:00Z', 'done', 'site', 7, 'en', 1, 'u1');
INSERT INTO staff_calendar_feeds (user_id, token_hash) VALUES ('u1', 'f00d');
INSERT INTO sales_clock_settings (id, first_response_minutes, business_opens_minute, business_closes_minute, stage_days, version)
  VALUES (1, 60, 480, 1080, '{"new": 1, "contacted": 7}', 1);
INSERT INTO scheduled_runs (name, day) VALUES ('sales-digest', '2026-12-01');
INSERT INTO tenants (id, name) VALUES ('00000000-0000-4000-8000-00000000000b', 'Acme Logística');
INSERT INTO tenant_members (user_id, tenant_id, role) VALUES ('u1', '00000000-0000-4000-8000-00000000000b', 'main');
INSERT INTO leases (tenant_id, module_number, starts_on, ends_on, created_by)
  VALUES ('00000000-0000-4000-8000-00000000000b', 7, '2026-01-01', NULL, 'u1');
INSERT INTO tenant_invites (tenant_id, email, role, locale, token_hash, invited_by, expires_at)
  VALUES ('00000000-0000-4000-8000-00000000000b', 'bia@example.com', 'member', 'en', 'beef', 'u1', '2026-12-08T12:00:00Z');
INSERT INTO maintenance_requests (id, tenant_id, opened_by, module_number, category, urgency, description, status, refusal_reason, assignee_id, due_at, version, rating, rating_comment, rated_at, rated_by)
  VALUES ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000b', 'u1', 7, 'dock_door', 'high', 'A porta não fecha.', 'done', NULL, 'u1', '2026-12-02T12:00:00Z', 3, 4, 'Rápido.', '2026-12-03T12:00:00Z', 'u1');
INSERT INTO maintenance_photos (request_id, storage_key, content_type, width, height, size_bytes, position)
  VALUES ('00000000-0000-4000-8000-0000000000c1', 'maintenance/00000000-0000-4000-8000-0000000000c1/p.jpg', 'image/jpeg', 600, 800, 12345, 0);
INSERT INTO maintenance_events (request_id, actor_id, kind, from_status, to_status, note, public)
  VALUES ('00000000-0000-4000-8000-0000000000c1', 'u1', 'status', 'in_progress', 'done', 'Trocada a mola.', true),
    ('00000000-0000-4000-8000-0000000000c1', 'u1', 'note', NULL, NULL, 'Só a equipe.', false);
INSERT INTO rooms (id, name_pt, name_en, capacity, opens_minute, closes_minute, min_minutes, max_minutes, cancel_notice_hours, rules_pt, rules_en)
  VALUES ('00000000-0000-4000-8000-00000000000c', 'Auditório', 'Auditorium', 80, 480, 1320, 30, 240, 24, '- Sem comida', '- No food');
INSERT INTO room_bookings (room_id, tenant_id, booked_by, starts_at, ends_at, status)
  VALUES ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000b', 'u1', '2026-12-02T13:00:00Z', '2026-12-02T14:00:00Z', 'booked'),
         ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000b', 'u1', '2026-12-02T13:30:00Z', '2026-12-02T14:30:00Z', 'cancelled');
INSERT INTO notices (id, title, body, urgency, modules, attachment_name, attachment_type, attachment_size, attachment_key, published_by, published_at)
  VALUES ('00000000-0000-4000-8000-00000000000d', 'Falta de água', 'Amanhã **das 8h**.', 'urgent', '{7,8}', 'aviso.pdf', 'application/pdf', 1234, 'notices/00000000-0000-4000-8000-00000000000d', 'u1', '2026-12-01T12:00:00Z');
INSERT INTO notice_recipients (notice_id, user_id, tenant_id, published_at)
  VALUES ('00000000-0000-4000-8000-00000000000d', 'u1', '00000000-0000-4000-8000-00000000000b', '2026-12-01T12:00:00Z');
INSERT INTO notice_reads (notice_id, user_id, read_at) VALUES ('00000000-0000-4000-8000-00000000000d', 'u1', '2026-12-01T13:00:00Z');
INSERT INTO gate_passes (tenant_id, module_number, kind, code, person_name, company, plate, operation, window_start, window_end, checked_in_at, checked_in_by, created_by)
  VALUES ('00000000-0000-4000-8000-00000000000b', 7, 'truck', 'AB12CD34', 'José Lima', 'Rápido Nordeste', 'ABC1D23', 'unload',
    '2026-12-01T11:00:00Z', '2026-12-01T15:00:00Z', '2026-12-01T11:30:00.25+00', 'u1', 'u1');
UPDATE leads SET first_response_due_at = '2026-11-30T12:00:00Z', first_response_at = '2026-11-30T11:00:00.5+00';
-- Tallies folded so far, and a change since (the copy keeps both, its triggers off).
SELECT fold_tallies();
UPDATE leads SET status = 'visit-scheduled' WHERE id = '00000000-0000-4000-8000-000000000001';
`;

async function snapshot(db: Connection) {
  const tables: Record<string, string[]> = {};
  for (const table of await tablesInForeignKeyOrder(db)) {
    const { rows } = await db.query<{ line: string }>(`SELECT to_jsonb(t)::text AS line FROM "${table}" t`);
    tables[table] = rows.map((row) => row.line).sort();
  }
  return tables;
}

let source: Record<string, string[]>;

beforeAll(async () => {
  const db = await openEndpoint({ dataDir: path.join(sourceDir, 'pglite') });
  await db.migrate(path.resolve('drizzle'));
  await db.query('BEGIN');
  for (const statement of seed.split(';\n').filter((s) => s.trim())) await db.query(statement);
  await db.query('COMMIT');
  source = await snapshot(db);
  await db.close();
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('db:export', { timeout: 60_000 }, () => {
  it('refuses while a server holds the data directory', () => {
    // Any live process other than the command itself: this test's own.
    fs.writeFileSync(path.join(sourceDir, 'server.lock'), `${process.pid}\n`);
    try {
      const { status, out } = cli(['export', dump], {});
      expect(status).toBe(1);
      expect(out).toContain('Stop the server before you export');
      expect(fs.existsSync(dump)).toBe(false);
    } finally {
      fs.rmSync(path.join(sourceDir, 'server.lock'));
    }
  });

  it('writes every table of the embedded database', () => {
    const { status, out } = cli(['export', dump], {});
    expect(out).toMatch(/Exported \d+ rows of \d+ tables from the embedded database/);
    expect(status).toBe(0);
    expect(Object.values(source).every((rows) => rows.length > 0)).toBe(true);
    expect(cli(['export', dump], {}).out).toContain('exists already');
  });
});

async function expectSameData(target: Endpoint) {
  expect(await snapshot(target)).toEqual(source);
  await expectSequencesContinue(target);
}

async function expectSequencesContinue(target: Endpoint) {
  // Sequences continue: identity (shipment_events, notifications.seq) and serial (audit_log, which
  // stood past its highest id because a row was deleted).
  const event = await target.query<{ id: string }>(
    `INSERT INTO shipment_events (shipment_id, status) VALUES ('00000000-0000-4000-8000-000000000002', 'delivered') RETURNING id::text`,
  );
  expect(event.rows[0]?.id).toBe('3');
  const audit = await target.query<{ id: string }>(
    `INSERT INTO audit_log (actor_label, action, subject_kind, subject_id) VALUES ('x', 'y', 'z', '1') RETURNING id::text`,
  );
  expect(audit.rows[0]?.id).toBe('4');
  const note = await target.query<{ seq: string }>(
    `INSERT INTO notifications (user_id, title) VALUES ('u1', 'x') RETURNING seq::text`,
  );
  expect(note.rows[0]?.seq).toBe('3');
  // The triggers are back on: a new event moved the shipment.
  const shipment = await target.query<{ status: string }>('SELECT status FROM shipments');
  expect(shipment.rows[0]?.status).toBe('delivered');
}

describe('db:import into a fresh embedded database', { timeout: 60_000 }, () => {
  const targetDir = path.join(root, 'target');

  it('loads every row, keeps ids and timestamps, and continues the sequences', async () => {
    const { status, out } = cli(['import', dump], { DATA_DIR: targetDir });
    expect(out).toMatch(/Imported \d+ rows/);
    expect(status).toBe(0);
    const target = await openEndpoint({ dataDir: path.join(targetDir, 'pglite') });
    try {
      await expectSameData(target);
    } finally {
      await target.close();
    }
  });

  it('refuses a database that has rows, and replaces them with --replace', () => {
    const refused = cli(['import', dump], { DATA_DIR: targetDir });
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('already has rows in');
    const replaced = cli(['import', dump, '--replace'], { DATA_DIR: targetDir });
    expect(replaced.status).toBe(0);
  });

  it('rejects a file that was cut short, changing nothing', async () => {
    const cut = path.join(root, 'cut.jsonl');
    const text = fs.readFileSync(dump, 'utf8').split('\n');
    fs.writeFileSync(cut, text.slice(0, Math.floor(text.length / 2)).join('\n'));
    const { status, out } = cli(['import', cut, '--replace'], { DATA_DIR: targetDir });
    expect(status).toBe(1);
    expect(out).toContain('The file ends early');
    const target = await openEndpoint({ dataDir: path.join(targetDir, 'pglite') });
    try {
      expect(await snapshot(target)).toEqual(source);
    } finally {
      await target.close();
    }
  });
});

function answers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
  });
}

const postgres = await answers(pgAdminUrl);
if (!postgres)
  console.info(`PostgreSQL does not answer at ${new URL(pgAdminUrl).host}: db:import into PostgreSQL not tested.`);

describe.skipIf(!postgres)('db:import into a fresh PostgreSQL database', { timeout: 60_000 }, () => {
  const name = `transfer_${randomBytes(4).toString('hex')}`;
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgAdminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('migrates it and loads every row as it was', async () => {
    const { status, out } = cli(['import', dump], { DATABASE_URL: url.href });
    expect(out).toContain(`into PostgreSQL at ${url.host}/${name}`);
    expect(status).toBe(0);
    const target = await openEndpoint({ url: url.href });
    try {
      expect(await snapshot(target)).toEqual(source);
    } finally {
      await target.close();
    }
  });

  it('exports it again as the same data, sequences included', () => {
    const again = path.join(root, 'again.jsonl');
    const { status, out } = cli(['export', again], { DATABASE_URL: url.href });
    expect(out).toContain(`from PostgreSQL at ${url.host}/${name}`);
    expect(status).toBe(0);
    const body = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(1).sort();
    expect(body(again)).toEqual(body(dump));
  });

  it('continues the sequences', async () => {
    const target = await openEndpoint({ url: url.href });
    try {
      await expectSequencesContinue(target);
    } finally {
      await target.close();
    }
  });
});
