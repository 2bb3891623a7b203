// `npm run bench -- leads`: the contact form under load. The built server (scripts/serve.mjs) runs
// on a throw-away data directory with a local SMTP sink (tests/support/mail-sink.mjs); 50
// keep-alive connections post the form without JavaScript for 20 s, each post from its own
// X-Forwarded-For address with its own submission key and email address. Acknowledged = the 303
// back to the contact section that a stored lead gets. Then every acknowledged lead is looked for
// in the `leads` table and its notification in the sink (after the outbox drained). Runs on the
// embedded PGlite and, when PostgreSQL answers on 127.0.0.1:5432, on a fresh database there.
// The server's resident memory is read idle (after one page view) and at its peak while posting.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startMailSink } from '../tests/support/mail-sink.mjs';
import { CONTACT_SECTION_ID } from '../src/lib/lead-interest.ts';
import { pgliteExtensions } from '../src/server/db/pglite-extensions.ts';
import { idleMemory, memoryBudgetLine, startBenchServer, stopBenchServer } from './bench-server.mjs';

export const TARGETS = { pglitePerSecond: 400, pgliteP99Ms: 400, postgresPerSecond: 550 };
const CONNECTIONS = Number(process.env.BENCH_LEADS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_LEADS_SECONDS ?? 20);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOTIFY_TO = 'vendas@example.com';

/** The value below which a share `p` (0..1) of the sorted `values` fall. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** The form as the home page posts it without JavaScript: the n-th lead of a run. */
export function leadBody(run, n) {
  return new URLSearchParams({
    nome_completo: 'Cliente de Teste',
    email: `lead-${run}-${n}@example.com`,
    celular: '(84) 99999-0000',
    mensagem: `Mensagem ${n}`,
    modulo: String((n % 18) + 1),
    empresa_site: '',
    locale: 'pt-BR',
    pagina: '/',
    submission: randomUUID(),
  }).toString();
}

/** A distinct client address per post (a header only: every request goes to loopback). */
export const forwardedFor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Acknowledged leads (their emails) missing from the table or from the mail received. */
export function reconcile(acknowledged, storedEmails, mailedReplyTos) {
  const stored = new Set(storedEmails);
  const mailed = new Set(mailedReplyTos);
  const notStored = acknowledged.filter((email) => !stored.has(email));
  const notMailed = acknowledged.filter((email) => !mailed.has(email));
  return { notStored: notStored.length, notMailed: notMailed.length, lost: new Set([...notStored, ...notMailed]).size };
}

/** Whether a run meets the targets on its engine. */
export function verdict(engine, r) {
  const fast =
    engine === 'pglite'
      ? r.acknowledgedPerSecond >= TARGETS.pglitePerSecond && r.p99Ms < TARGETS.pgliteP99Ms
      : r.acknowledgedPerSecond >= TARGETS.postgresPerSecond;
  return fast && r.lost === 0 && r.errors === 0;
}

const TICKS_PER_SECOND = 100;
const WARMUP_SECONDS = Number(process.env.BENCH_LEADS_WARMUP_SECONDS ?? 3);

/** CPU seconds a process (or one of its threads) has used, from /proc; undefined elsewhere. */
export function cpuSeconds(pid, tid) {
  try {
    const stat = fs.readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The server's CPU per acknowledged lead, in ms: on the thread serving HTTP, and in all. */
function cpuPerLead(before, after, leads) {
  const per = (a, b) =>
    a === undefined || b === undefined || leads === 0 ? null : Number((((b - a) * 1000) / leads).toFixed(2));
  return { httpThreadCpuMsPerLead: per(before.main, after.main), processCpuMsPerLead: per(before.all, after.all) };
}

async function post(agent, base, body, n) {
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/?_action=leads.submit`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          origin: base,
          'x-forwarded-for': forwardedFor(n),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location ?? '' }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, location: error.message }));
    req.end(body);
  });
}

/** CONNECTIONS posters for `seconds`: acknowledged emails, latencies, other answers. */
async function load(base, run, seconds, first = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const acknowledged = [];
  const latencies = [];
  const others = {};
  let next = first;
  const end = Date.now() + seconds * 1000;
  const poster = async () => {
    while (Date.now() < end) {
      const n = next++;
      const started = performance.now();
      const { status, location } = await post(agent, base, leadBody(run, n), n);
      if (status === 303 && location.endsWith(`#${CONTACT_SECTION_ID}`)) {
        latencies.push(performance.now() - started);
        acknowledged.push(`lead-${run}-${n}@example.com`);
      } else {
        others[status] = (others[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, poster));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { acknowledged, latencies, others, sent: next - first };
}

function startServer({ outDir, port, dataDir, smtpUrl, databaseUrl }) {
  return startBenchServer({
    outDir,
    port,
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (each thread a file).
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LEADS_PER_MINUTE: '100000',
      SMTP_URL: smtpUrl,
      LEADS_NOTIFY_TO: NOTIFY_TO,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  });
}

/** Waits until the sink holds `count` notifications (the outbox drained) or 120 s went by. */
async function drained(sink, count) {
  const until = Date.now() + 120_000;
  while (sink.messages.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}

async function storedEmails(engine, target) {
  const text = "SELECT email FROM leads WHERE email LIKE 'lead-%@example.com'";
  if (engine === 'pglite') {
    const client = await PGlite.create(target, { extensions: pgliteExtensions });
    try {
      return (await client.query(text)).rows.map((r) => r.email);
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return (await client.query(text)).rows.map((r) => r.email);
  } finally {
    await client.end();
  }
}

/** One engine's run: serve, load, drain, stop, reconcile. */
async function runOn(engine, { outDir, port, databaseUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const sink = await startMailSink();
  const server = await startServer({ outDir, port, dataDir, smtpUrl: sink.url, databaseUrl });
  const run = randomBytes(4).toString('hex');
  let result;
  try {
    const memory = await idleMemory(server, `http://localhost:${port}`);
    // The first seconds load the code each request runs: their leads are reconciled, not timed.
    const warmup = await load(`http://localhost:${port}`, run, WARMUP_SECONDS);
    const cpu = () => ({ main: cpuSeconds(server.pid, server.pid), all: cpuSeconds(server.pid) });
    const cpuBefore = cpu();
    const { acknowledged, latencies, others, sent } = await load(`http://localhost:${port}`, run, SECONDS, warmup.sent);
    const cpuAfter = cpu();
    const everyAcknowledged = [...warmup.acknowledged, ...acknowledged];
    await drained(sink, everyAcknowledged.length);
    // The highest while posting and sending the mail, above the idle server.
    memory.peakMB = server.memory.mark();
    await stopBenchServer(server);
    const emails = await storedEmails(engine, databaseUrl ?? path.join(dataDir, 'pglite'));
    const mailed = sink.messages.filter((m) => m.envelopeTo.includes(NOTIFY_TO)).map((m) => m.headers['reply-to']);
    result = {
      posted: sent,
      acknowledged: acknowledged.length,
      acknowledgedPerSecond: Math.round(acknowledged.length / SECONDS),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      ...cpuPerLead(cpuBefore, cpuAfter, acknowledged.length),
      errors: [others, warmup.others].flatMap(Object.values).reduce((a, b) => a + b, 0),
      otherAnswers: others,
      rowsInLeads: emails.length,
      emailsReceived: mailed.length,
      warmupAcknowledged: warmup.acknowledged.length,
      ...reconcile(everyAcknowledged, emails, mailed),
      memory,
    };
  } finally {
    await stopBenchServer(server);
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { ...result, targetMet: verdict(engine, result) };
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The whole part: PGlite, then PostgreSQL when it answers; each with whether it met its target. */
export async function leadsBench({ outDir, port }) {
  const results = { connections: CONNECTIONS, seconds: SECONDS, targets: TARGETS };
  results.pglite = await runOn('pglite', { outDir, port });
  if (await postgresAnswers()) {
    const name = `bench_leads_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      results.postgres = await runOn('postgres', { outDir, port, databaseUrl: url.href });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } else {
    results.postgres = 'skipped: nothing answers on 127.0.0.1:5432';
  }
  return results;
}

/** The side-by-side table printed after the JSON. */
export function summary(results) {
  const row = (label, pick) =>
    `${label.padEnd(22)}${[results.pglite, results.postgres].map((r) => String(typeof r === 'object' ? pick(r) : '—').padStart(12)).join('')}`;
  return [
    `${''.padEnd(22)}${'PGlite'.padStart(12)}${'PostgreSQL'.padStart(12)}`,
    row('acknowledged/s', (r) => r.acknowledgedPerSecond),
    row('p50 ms', (r) => r.p50Ms),
    row('p99 ms', (r) => r.p99Ms),
    row('HTTP thread CPU/lead', (r) => `${r.httpThreadCpuMsPerLead} ms`),
    row('process CPU/lead', (r) => `${r.processCpuMsPerLead} ms`),
    row('idle RSS', (r) => `${r.memory.idleMB} MB`),
    row('peak RSS', (r) => `${r.memory.peakMB} MB`),
    row('errors', (r) => r.errors),
    row('lost', (r) => r.lost),
    row('target met', (r) => (r.targetMet ? 'yes' : 'NO')),
    `targets: PGlite >= ${TARGETS.pglitePerSecond}/s with p99 < ${TARGETS.pgliteP99Ms} ms, PostgreSQL >= ${TARGETS.postgresPerSecond}/s, none lost`,
    memoryBudgetLine('PGlite', results.pglite.memory),
  ].join('\n');
}
