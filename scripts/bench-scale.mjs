// The admin at scale (`npm run bench -- scale`): grows a database to 10k, 100k and 1M leads and
// shipments the way the product writes them (each lead with its notification email job and, past
// 'new', its stage event; each shipment with its chain of events), then times the staff's and a
// customer's pages at each size: p50/p95 over sequential requests, the leads CSV's first byte and,
// at the last size, the whole file; then ten staff opening the leads list at once.
// The rows are the ones the product writes, written in bulk: with the triggers off while a step
// grows (as db:import does), each shipment takes its newest event's status and the tallies are
// counted again at the end of the step, which is the state the triggers would have left.
// PostgreSQL by default (BENCH_PG_URL, else 127.0.0.1:5432/test: a database of its own is made and
// dropped); BENCH_SCALE_ENGINE=pglite runs on the embedded database instead. BENCH_SCALE_STEPS
// (e.g. 10000,100000) chooses the sizes; BENCH_SCALE_SAMPLES the requests per page (20);
// BENCH_SCALE_KEEP=1 keeps the PostgreSQL database at the end (its name is printed) to look into it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../src/server/db/pglite-extensions.ts';
import { startBenchServer, stopBenchServer } from './bench-server.mjs';

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENGINE = process.env.BENCH_SCALE_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const DEFAULT_STEPS = ENGINE === 'pglite' ? '10000,100000' : '10000,100000,1000000';
const STEPS = (process.env.BENCH_SCALE_STEPS ?? DEFAULT_STEPS).split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const CUSTOMER = { email: 'cliente.escala@example.com', password: 'Senha12345' };
/** Rows written per transaction while growing. */
const CHUNK = 50_000;
/** The bench customer's own shipments: their pages should stay flat whatever the others hold. */
const OWN_SHIPMENTS = 200;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET `url`: status, ms to the first byte of the body, ms to its end, bytes. */
function get(url, cookie, { readAll = true } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      let first;
      let bytes = 0;
      res.on('data', (chunk) => {
        first ??= performance.now() - started;
        bytes += chunk.length;
        if (!readAll) res.destroy();
      });
      const done = () =>
        resolve({
          status: res.statusCode,
          firstMs: first ?? performance.now() - started,
          ms: performance.now() - started,
          bytes,
        });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
  });
}

async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

/** p50/p95 in ms over SAMPLES sequential requests, after two to warm up. */
async function timePage(base, pathname, cookie, key = 'ms') {
  for (let i = 0; i < 2; i++) await get(`${base}${pathname}`, cookie, { readAll: key === 'ms' });
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const res = await get(`${base}${pathname}`, cookie, { readAll: key === 'ms' });
    if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
    times.push(res[key]);
  }
  return { p50: Math.round(percentile(times, 0.5)), p95: Math.round(percentile(times, 0.95)) };
}

/** The database, opened for growing it: `query(text)` and `close()`. */
async function openDatabase(target) {
  if (ENGINE === 'pglite') {
    const client = await PGlite.create(target, { extensions: pgliteExtensions });
    return { query: (text) => client.query(text), close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  return { query: (text) => client.query(text), close: () => client.end() };
}

const FIRST = ['João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Luíza', 'Márcio', 'Cecília', 'Raimundo'];
const LAST = ['Silva', 'Araújo', 'Souza', 'Oliveira', 'Pereira', 'Lima', 'Gonçalves', 'Fernandes', 'Câmara', 'Dantas'];
const list = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const STAGES = ['new', 'contacted', 'visit-scheduled', 'proposal-sent', 'won', 'lost'];

/** Leads from+1 … to, each with its notification job and, past 'new', its stage event. */
async function growLeads(db, from, to) {
  for (let start = from + 1; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    await db.query(`BEGIN`);
    await db.query(`SET LOCAL session_replication_role = replica`);
    await db.query(`
      CREATE TEMP TABLE new_leads ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, i,
        (${list(FIRST)})[1 + i % 10] || ' ' || (${list(LAST)})[1 + (i / 10) % 10] || ' ' || i AS full_name,
        (${list(STAGES)})[1 + i % 6] AS status,
        now() - i * interval '20 seconds' AS created_at
      FROM generate_series(${start}, ${end}) AS i`);
    await db.query(`
      INSERT INTO leads (id, full_name, email, phone, message, module_number, locale, page, status, lost_reason, created_at,
        first_response_at)
      -- One lead in a hundred writes again from the previous one's address: duplicates to group.
      SELECT id, full_name, 'contato' || (i - (i % 100 = 0)::int) || '@empresa' || ((i - (i % 100 = 0)::int) % 997) || '.com.br',
        '(84) 9' || lpad((i % 100000000)::text, 8, '0'),
        CASE WHEN i % 3 = 0 THEN 'Procuro um galpão de ' || (500 + i % 4000) || ' m² perto da BR-101.' END,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 1 + i % 18 END,
        CASE WHEN i % 5 = 0 THEN 'en' ELSE 'pt-BR' END, '/', status,
        CASE WHEN status = 'lost' THEN 'Sem orçamento' END, created_at,
        CASE WHEN status <> 'new' THEN created_at + (i % 2880) * interval '1 minute' END
      FROM new_leads`);
    await db.query(`
      INSERT INTO background_jobs (kind, payload, state, attempts, max_attempts, cause_kind, cause_id, created_at, updated_at, finished_at)
      SELECT 'mail', jsonb_build_object('to', 'vendas@example.com', 'subject', 'Novo contato'), 'succeeded', 1, 15,
        'lead', id::text, created_at, created_at, created_at
      FROM new_leads`);
    await db.query(`
      INSERT INTO lead_events (lead_id, kind, actor_label, data, created_at)
      SELECT id, 'stage', 'Equipe', jsonb_build_object('from', 'new', 'to', status), created_at + interval '1 hour'
      FROM new_leads WHERE status <> 'new'`);
    await db.query(`COMMIT`);
  }
}

const SHIPMENT_STEPS = ['approved', 'in-transit', 'delivered'];

/** Shipments from+1 … to over 1,000 customers, each with its events (pending, then up to delivered). */
async function growShipments(db, from, to) {
  for (let start = from + 1; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    await db.query(`BEGIN`);
    await db.query(`SET LOCAL session_replication_role = replica`);
    // Its last status: pending, or one to three steps further (the events below).
    await db.query(`
      CREATE TEMP TABLE new_shipments ON COMMIT DROP AS
      SELECT gen_random_uuid() AS id, i, 'escala-' || (i % 1000) AS user_id, now() - i * interval '20 seconds' AS created_at,
        (ARRAY['pending', ${SHIPMENT_STEPS.map((s) => `'${s}'`).join(', ')}])[1 + i % 4] AS status
      FROM generate_series(${start}, ${end}) AS i`);
    await db.query(`
      INSERT INTO shipments (id, user_id, tracking_number, origin, destination, weight_kg, sender_name, sender_email,
        receiver_name, receiver_email, status, created_at, updated_at)
      SELECT id, user_id, 'PLP' || lpad(i::text, 10, '0'), 'Parnamirim/RN', (ARRAY['Recife/PE','Fortaleza/CE','João Pessoa/PB','Salvador/BA'])[1 + i % 4],
        1 + i % 900, 'Expedição', 'expedicao@example.com', (${list(FIRST)})[1 + i % 10] || ' ' || (${list(LAST)})[1 + (i / 7) % 10],
        'destino@example.com', status, created_at, created_at + (i % 4) * interval '1 day'
      FROM new_shipments`);
    await db.query(
      `INSERT INTO shipment_events (shipment_id, status, created_at) SELECT id, 'pending', created_at FROM new_shipments`,
    );
    for (const [n, status] of SHIPMENT_STEPS.entries()) {
      await db.query(`
        INSERT INTO shipment_events (shipment_id, status, created_at)
        SELECT id, '${status}', created_at + ${n + 1} * interval '1 day' FROM new_shipments WHERE i % 4 > ${n}`);
    }
    await db.query(`COMMIT`);
  }
}

/** The tallies as the triggers would have kept them (the migration's own count). */
async function recountTallies(db) {
  await db.query(`BEGIN`);
  await db.query(`DELETE FROM tally_changes`);
  await db.query(`DELETE FROM tallies`);
  await db.query(`
    INSERT INTO tallies (subject, key, n)
    SELECT 'lead.status', status, count(*) FROM leads GROUP BY status
    UNION ALL SELECT 'lead.module', coalesce(module_number::text, 'none'), count(*) FROM leads GROUP BY module_number
    UNION ALL SELECT 'shipment.status', status, count(*) FROM shipments GROUP BY status
    UNION ALL SELECT 'user.role', coalesce(role, 'none'), count(*) FROM "user" GROUP BY role`);
  await db.query(`COMMIT`);
}

async function prepare(db) {
  await db.query(`
    INSERT INTO "user" (id, name, email, email_verified, first_name, last_name, locale, role)
    SELECT 'escala-' || i, 'Cliente ' || i, 'cliente' || i || '@escala.example.com', true, 'Cliente', i::text, 'pt-BR', 'user'
    FROM generate_series(0, 999) AS i ON CONFLICT DO NOTHING`);
}

const startServer = ({ outDir, port, dataDir, databaseUrl }) =>
  startBenchServer({
    outDir,
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TWO_FACTOR: 'optional',
    },
  });

/** The bench customer, made by the admin (verified); their shipments come with the first step. */
async function benchCustomer(base, admin) {
  const res = await fetch(`${base}/api/auth/admin/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin, origin: base },
    body: JSON.stringify({
      ...CUSTOMER,
      name: 'Cliente Escala',
      role: 'user',
      data: { firstName: 'Cliente', lastName: 'Escala', emailVerified: true },
    }),
  });
  if (res.status !== 200) throw new Error(`create-user answered ${res.status}`);
}

/** The bench customer's OWN_SHIPMENTS shipments, each with its first event. */
async function ownShipments(db) {
  await db.query(`BEGIN`);
  await db.query(`
    CREATE TEMP TABLE own ON COMMIT DROP AS
    SELECT gen_random_uuid() AS id, i, now() - i * interval '1 hour' AS created_at FROM generate_series(1, ${OWN_SHIPMENTS}) AS i`);
  await db.query(`
    INSERT INTO shipments (id, user_id, tracking_number, origin, destination, weight_kg, sender_name, sender_email,
      receiver_name, receiver_email, created_at, updated_at)
    SELECT id, (SELECT id FROM "user" WHERE email = '${CUSTOMER.email}'), 'PLPC' || lpad(i::text, 9, '0'), 'Parnamirim/RN',
      'Natal/RN', 10, 'Cliente Escala', '${CUSTOMER.email}', 'Destino', 'destino@example.com', created_at, created_at
    FROM own`);
  await db.query(
    `INSERT INTO shipment_events (shipment_id, status, created_at) SELECT id, 'pending', created_at FROM own`,
  );
  await db.query(`COMMIT`);
}

const PAGES = [
  ['/admin', 'admin'],
  ['/admin/leads', 'admin'],
  ['/admin/leads?q=joao+araujo', 'admin'],
  ['/admin/leads/board', 'admin'],
  ['/admin/leads/report', 'admin'],
  ['/admin/leads/duplicates', 'admin'],
  ['/admin/shipments', 'admin'],
  ['/admin/shipments?cliente=cliente+42', 'admin'],
  ['/dashboard', 'customer'],
  ['/dashboard/shipments', 'customer'],
];

/** Ten staff opening the leads list at once: how many were answered, and the slowest. */
async function concurrentStaff(base, cookie) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => get(`${base}/admin/leads`, cookie).catch(() => ({ status: 0, ms: Infinity }))),
  );
  return {
    answered: answers.filter((a) => a.status === 200).length,
    slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    wallMs: Math.round(performance.now() - started),
  };
}

/** Counts the CSV's lines (its header and one per lead) as it streams. */
async function wholeCsv(base, cookie) {
  const started = performance.now();
  const res = await fetch(`${base}/admin/leads.csv`, { headers: { cookie } });
  let lines = 0;
  for await (const chunk of res.body) for (const byte of chunk) if (byte === 10) lines++;
  return { rows: lines - 1, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export async function scaleBench({ outDir, port }) {
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  let databaseUrl;
  let dropDatabase = async () => {};
  if (ENGINE === 'postgres') {
    const name = `bench_scale_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      if (process.env.BENCH_SCALE_KEEP) return console.log(`kept: ${databaseUrl}`);
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  }
  const target = databaseUrl ?? path.join(dataDir, 'pglite');
  const results = { engine: ENGINE, samples: SAMPLES, steps: [] };
  let server;
  try {
    // Migrated and seeded by the app itself, with its admin; then the bench customer.
    server = await startServer({ outDir, port, dataDir, databaseUrl });
    await benchCustomer(base, await signIn(base, ADMIN));
    let rows = 0;
    for (const size of STEPS) {
      // PGlite is one process's: the server stops while the bench writes to it.
      if (ENGINE === 'pglite') await stopBenchServer(server);
      const grown = performance.now();
      const db = await openDatabase(target);
      try {
        await prepare(db);
        if (rows === 0) await ownShipments(db);
        await growLeads(db, rows, size);
        await growShipments(db, rows, size);
        await recountTallies(db);
        // What autovacuum does after such growth (statistics, the visibility map).
        await db.query('VACUUM ANALYZE');
      } finally {
        await db.close();
      }
      const growSeconds = Math.round((performance.now() - grown) / 1000);
      if (ENGINE === 'pglite') server = await startServer({ outDir, port, dataDir, databaseUrl });
      rows = size;
      const cookies = { admin: await signIn(base, ADMIN), customer: await signIn(base, CUSTOMER) };
      const pages = {};
      for (const [pathname, who] of PAGES) pages[pathname] = await timePage(base, pathname, cookies[who]);
      pages['/admin/leads.csv (first byte)'] = await timePage(base, '/admin/leads.csv', cookies.admin, 'firstMs');
      const step = { size, growSeconds, pages, concurrentStaff: await concurrentStaff(base, cookies.admin) };
      if (size === STEPS.at(-1)) step.csv = await wholeCsv(base, cookies.admin);
      results.steps.push(step);
      console.log(JSON.stringify(step));
    }
  } finally {
    if (server) await stopBenchServer(server);
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The table: one row per page, p50/p95 per size. */
export function scaleTable(results) {
  const sizes = results.steps.map((s) => s.size.toLocaleString('en'));
  const names = Object.keys(results.steps[0]?.pages ?? {});
  const lines = [`${'page'.padEnd(40)}${sizes.map((s) => s.padStart(14)).join('')}`];
  for (const name of names)
    lines.push(
      `${name.padEnd(40)}${results.steps.map((s) => `${s.pages[name].p50}/${s.pages[name].p95}`.padStart(14)).join('')}`,
    );
  lines.push(
    `${'10 staff on /admin/leads (answered, slowest)'.padEnd(40)}${results.steps
      .map((s) => `${s.concurrentStaff.answered}, ${s.concurrentStaff.slowestMs}`.padStart(14))
      .join('')}`,
  );
  const csv = results.steps.at(-1)?.csv;
  if (csv) lines.push(`whole leads CSV at ${sizes.at(-1)}: ${csv.rows.toLocaleString('en')} rows in ${csv.seconds} s`);
  return `${results.engine}, p50/p95 ms over ${results.samples} requests\n${lines.join('\n')}`;
}
