// The live stream under load (part of `npm run bench`; alone with `npm run bench -- live`):
//   - capacity: how many open streams one process holds (EventSource-like GET /api/live from
//     node's http client, signed in as customers), its memory, and whether every stream still
//     gets its heartbeat (a `ping` every 25 s);
//   - latency: staff move a customer's shipment (shipmentOps.move, the status change),
//     time until that customer's open stream carries the notification; p50/p99 over the changes,
//     with other customers' streams open alongside.
// Needs a server started with ADMIN_EMAIL/ADMIN_PASSWORD and TRUST_PROXY=true (bench.mjs does).
import http from 'node:http';
import { residentMB } from './bench-server.mjs';

const PASSWORD = 'Senha1234';
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let ipCounter = 0;
// A client address per sign-in: the auth rate limits count per address.
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

function request(base, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method, agent, headers: { origin: base, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const cookieOf = (res) => (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

async function signIn(base, email, password = PASSWORD) {
  const res = await request(base, 'POST', '/api/auth/sign-in/email', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return cookieOf(res);
}

/** Verified customers made by the admin (no email round trip), each signed in once. */
async function customers(base, admin, count) {
  const run = Date.now().toString(36);
  const made = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${run}-${i}@example.com`;
    const res = await request(base, 'POST', '/api/auth/admin/create-user', {
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: `Cliente Teste`,
        role: 'user',
        data: { firstName: 'Cliente', lastName: 'Teste', emailVerified: true },
      }),
    });
    if (res.status !== 200) throw new Error(`create-user answered ${res.status}: ${res.text.slice(0, 200)}`);
    made.push({ email, cookie: await signIn(base, email) });
  }
  return made;
}

const form = (fields) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** An open stream: counts its events; `waitFor(name)` resolves at the next event of that name. */
function openStream(base, cookie) {
  return new Promise((resolve, reject) => {
    const stream = { pings: 0, events: 0, waiters: [] };
    const req = http.get(
      new URL('/api/live', base),
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            stream.events++;
            if (name === 'ping') stream.pings++;
            if (name === 'ready') resolve(stream);
            for (const w of stream.waiters.filter((x) => x.name === name)) w.resolve(performance.now());
            stream.waiters = stream.waiters.filter((x) => x.name !== name);
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
    stream.close = () => req.destroy();
    stream.waitFor = (name, ms) =>
      new Promise((ok, fail) => {
        const timer = setTimeout(() => fail(new Error(`no ${name} within ${ms} ms`)), ms);
        stream.waiters.push({ name, resolve: (t) => (clearTimeout(timer), ok(t)) });
      });
  });
}

/** Opens streams until `streams` holds `target`, in batches, round-robin over `owners`. */
async function openUpTo(base, streams, target, owners) {
  while (streams.length < target) {
    const batch = Math.min(200, target - streams.length);
    const opened = await Promise.all(
      Array.from({ length: batch }, (_, i) => openStream(base, owners[(streams.length + i) % owners.length].cookie)),
    );
    streams.push(...opened);
  }
}

const pct = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
const CHAIN = ['pending', 'approved', 'collected', 'in-transit', 'out-for-delivery', 'delivered'];

/** `changes` status moves of the watcher's shipments by the staff; ms until its stream hears each. */
async function latency(base, admin, watcher, shipments, changes) {
  const times = [];
  for (let n = 0; n < changes; n++) {
    const shipment = shipments.find((s) => s.step < CHAIN.length - 1);
    if (!shipment) throw new Error('the benchmark ran out of shipments to move');
    const arrived = watcher.stream.waitFor('notification', 10_000);
    const start = performance.now();
    const res = await request(base, 'POST', '/_actions/shipmentOps.move', {
      headers: { ...FORM, cookie: admin },
      body: form({
        shipmentId: shipment.id,
        fromStatus: CHAIN[shipment.step],
        status: CHAIN[shipment.step + 1],
        place: 'Parnamirim/RN',
      }),
    });
    if (res.status !== 200) throw new Error(`shipmentOps.move answered ${res.status}: ${res.text.slice(0, 200)}`);
    shipment.step++;
    times.push((await arrived) - start);
  }
  times.sort((a, b) => a - b);
  return { changes, p50Ms: pct(times, 0.5), p99Ms: pct(times, 0.99), maxMs: Math.round(times.at(-1) ?? 0) };
}

/** Waits up to one heartbeat and a bit: how many streams got a ping in that time. */
async function heartbeats(streams) {
  const before = streams.map((s) => s.pings);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && streams.some((s, i) => s.pings === before[i]))
    await new Promise((r) => setTimeout(r, 500));
  return streams.filter((s, i) => s.pings > before[i]).length;
}

export async function liveBench({
  base,
  serverPid,
  admin: adminAccount,
  capacity = [1000, 5000],
  latencyAt = [100, 1000],
  changes = 50,
}) {
  const admin = await signIn(base, adminAccount.email, adminAccount.password);
  const people = await customers(base, admin, 50);
  const [watcherAccount, ...others] = people;
  // The watcher's shipments, to be moved along by the staff (each move: event, notification, email).
  const needed = Math.ceil((changes * latencyAt.length) / (CHAIN.length - 1));
  for (let i = 0; i < needed; i++) {
    const res = await request(base, 'POST', '/_actions/shipments.create', {
      headers: { ...FORM, cookie: watcherAccount.cookie },
      body: form({
        origin: 'Parnamirim/RN',
        destination: `Cidade ${i}`,
        weight: '2',
        senderName: 'Ana Souza',
        senderEmail: 'ana@example.com',
        receiverName: 'Rui Lima',
        receiverEmail: 'rui@example.com',
      }),
    });
    if (res.status !== 200) throw new Error(`shipments.create answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  const ids = [];
  for (let page = 1; ids.length < needed; page++) {
    const html = (
      await request(base, 'GET', `/dashboard/shipments?pagina=${page}`, { headers: { cookie: watcherAccount.cookie } })
    ).text;
    const found = [...html.matchAll(/href="\/dashboard\/shipments\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    if (found.length === 0) break;
    ids.push(...found);
  }
  const shipments = ids.slice(0, needed).map((id) => ({ id, step: 0 }));

  const result = { baselineRssMB: residentMB(serverPid), latency: [], capacity: [] };
  const watcher = { stream: await openStream(base, watcherAccount.cookie) };
  const streams = [watcher.stream];
  for (const target of [...new Set([...latencyAt, ...capacity])].sort((a, b) => a - b)) {
    const started = performance.now();
    await openUpTo(base, streams, target, others);
    const openSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    if (latencyAt.includes(target))
      result.latency.push({ streams: streams.length, ...(await latency(base, admin, watcher, shipments, changes)) });
    if (capacity.includes(target)) {
      const rss = residentMB(serverPid);
      const previous = result.capacity.at(-1) ?? { streams: 0, serverRssMB: result.baselineRssMB };
      const withPing = await heartbeats(streams);
      result.capacity.push({
        streams: streams.length,
        openSeconds,
        serverRssMB: rss,
        // What the streams opened since the previous level cost, each (RSS, so roughly).
        kbPerAddedStream: Math.round(((rss - previous.serverRssMB) * 1024) / (streams.length - previous.streams)),
        gotHeartbeat: `${withPing}/${streams.length}`,
      });
    }
  }
  for (const s of streams) s.close();
  agent.destroy();
  return result;
}
