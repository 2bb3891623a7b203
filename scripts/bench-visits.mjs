// `npm run bench -- visits`: the booking page with its free slots, at 20 concurrent visitors for
// 10 s per language, after booking the first slots so that full slots are in the table. Served as
// visitors get it (from the page cache, rendered again from the database after each booking or
// change of the rules), and rendered on every request (a cookie skips the cache): the visit rules,
// the closed days and the full slots of the booking window (visit_slots' primary key range) read
// each time. The target, on the page as served: p99 under 100 ms, no error.
import { randomUUID } from 'node:crypto';
import { loadTest } from './bench-pages.mjs';

const PAGES = ['/agendar-visita', '/en/agendar-visita'];
const CONNECTIONS = 20;
const SECONDS = 10;
const BOOKED = 12;
const WARMUP_SECONDS = 3;

/** Books the first `count` free slots through the page's own form, without JavaScript. */
async function bookFirstSlots(base, count) {
  const html = await (await fetch(`${base}/agendar-visita`)).text();
  const slots = [...html.matchAll(/name="horario" value="([^"]+)"/g)].map((m) => m[1]).slice(0, count);
  let booked = 0;
  for (const [n, horario] of slots.entries()) {
    const response = await fetch(`${base}/agendar-visita?_action=visits.book`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'x-forwarded-for': `10.77.0.${n + 1}`,
      },
      body: new URLSearchParams({
        nome_completo: 'Visitante de Teste',
        empresa: 'Empresa de Teste',
        email: `visita-${n}@example.com`,
        celular: `(84) 98888-${String(1000 + n)}`,
        modulo: '',
        horario,
        submission: randomUUID(),
      }),
    });
    if (response.status === 303) booked++;
  }
  return { offered: slots.length, booked };
}

export async function visitsBench({ base }) {
  const booking = await bookFirstSlots(base, BOOKED);
  const pages = [];
  for (const page of PAGES) {
    // The first view after the bookings renders the page again; the visitors after it get it
    // served. A few seconds of warm-up first, as for the contact form (bench-leads.mjs).
    await loadTest(`${base}${page}`, WARMUP_SECONDS * 1000, CONNECTIONS);
    const served = await loadTest(`${base}${page}`, SECONDS * 1000, CONNECTIONS);
    pages.push({ page, mode: 'served', ...served, met: served.p99Ms < 100 && served.errors === 0 });
    const rendered = await loadTest(`${base}${page}`, SECONDS * 1000, CONNECTIONS, { cookie: 'bench=1' });
    pages.push({ page, mode: 'rendered', ...rendered });
  }
  const served = pages.filter((p) => p.mode === 'served');
  return { connections: CONNECTIONS, seconds: SECONDS, booking, pages, allMet: served.every((p) => p.met) };
}

export function visitsTable(result) {
  const lines = ['page                 mode      req/s   p50   p99  errors  target'];
  for (const p of result.pages)
    lines.push(
      `${p.page.padEnd(20)} ${p.mode.padEnd(8)} ${String(p.requestsPerSecond).padStart(6)} ${String(p.p50Ms).padStart(5)} ${String(p.p99Ms).padStart(5)} ${String(p.errors).padStart(7)}  ${p.met === undefined ? '-' : p.met ? 'met' : 'NOT met'}`,
    );
  return lines.join('\n');
}
