// HEAD on every GET route of src/pages answers as GET does (the same status and type), without a
// body and without side effects: the database holds exactly the same rows after the walk (no work
// slot taken, no lookup counted, no job, no log line), signed out and signed in as staff.
import { expect, test } from '@playwright/test';
import { TEMPLATE_IDS } from '@/features/portal/document-templates/templates';
import { faqSeed } from '@/server/db/seed-faq';
import { databaseFingerprint } from './support/database-fingerprint';
import { linkedId, makeRecords, submitSample, UUID } from './support/fuzz-records';
import { fuzzSessions, startFuzzServer, type FuzzServer } from './support/fuzz-server';
import { NO_RECORD } from './support/fuzz-targets';
import { pageRoutes, routePath } from './support/page-routes';

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';

interface Answer {
  status: number;
  type: string | null;
  bytes: number;
}

/** One request as a browser without JavaScript sends it; a GET's body is read only up to its headers
 * for an event stream (it never ends). */
async function ask(server: FuzzServer, method: 'GET' | 'HEAD', path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': '10.9.8.7' },
  });
  const type = response.headers.get('content-type');
  let bytes = 0;
  if (type?.startsWith('text/event-stream')) await response.body?.cancel();
  else bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, type: type?.split(';')[0] ?? null, bytes };
}

/** `work` on every item, four at a time; the results in the items' order. */
async function fourAtATime<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 4) results.push(...(await Promise.all(items.slice(i, i + 4).map(work))));
  return results;
}

test('HEAD on every GET route answers like GET, bodiless, and changes nothing', async () => {
  test.setTimeout(180_000);
  let server = await startFuzzServer(outDir);
  try {
    const sessions = fuzzSessions(server);
    const cookie = await sessions.start();
    const records = await makeRecords(sessions, cookie);
    for (const action of ['shipments.create', 'support.create'])
      await submitSample(sessions, action, { id: 'head', uuid: crypto.randomUUID() }, records, cookie);
    const shipment = await linkedId(
      sessions,
      cookie,
      '/dashboard/shipments',
      '/dashboard/shipments/',
      UUID,
      'shipment',
    );
    const request = await linkedId(sessions, cookie, '/support', '/support/', UUID, 'support request');
    const slug = await linkedId(sessions, cookie, '/projects', '/projects/', '[a-z0-9-]+', 'case study');
    const values: Record<string, string> = {
      '/admin/accounts/[id]': records.customerId,
      '/admin/leads/[id]': records.leadId,
      '/admin/mail/[id]': records.mailId,
      '/admin/shipments/[id]': shipment,
      '/dashboard/shipments/[id]': shipment,
      '/admin/support/[id]': request,
      '/admin/site/photos/[slot]': 'facility-gatehouse',
      // The first of the freight FAQ's seeded questions (src/server/db/seed-faq.ts).
      '/admin/site/faq/[id]': faqSeed[0]!.id!,
      // No photo uploaded on this server: the 404 of a hashed name.
      '/media/[name]': 'facility-gatehouse-480-0000aaaa.avif',
      '/support/[id]': request,
      // A link that is not a visit's: the page that says so (404), read-only either way.
      '/visita/[token]': 'not-a-visit-link',
      // No tenant has this id, no invitation this token: the pages that say so (404).
      '/admin/tenants/[id]': NO_RECORD,
      '/convite/[token]': 'not-an-invitation',
      // A link that is not a pass's: the page that says so (404).
      '/passe/[token]': 'not-a-pass-link',
      '/api/documents/[id]': NO_RECORD,
      // No maintenance request on this server: the pages' and the photo's 404.
      '/dashboard/maintenance/[id]': NO_RECORD,
      '/admin/tenants/maintenance/[id]': NO_RECORD,
      '/api/maintenance/photos/[id]': NO_RECORD,
      // No room or notice on this server: each answers its 404, read-only (a recipient's GET of a
      // notice keeps their read receipt; HEAD does not: src/features/tenancy/notices).
      '/admin/tenants/rooms/[id]': NO_RECORD,
      '/admin/tenants/notices/[id]': NO_RECORD,
      '/dashboard/notices/[id]': NO_RECORD,
      '/api/notices/[id]': NO_RECORD,
      '/api/document-templates/[file]': TEMPLATE_IDS[0],
      '/api/auth/[...all]': 'get-session',
      // No feed has this token: the 404 of an unknown or revoked address.
      '/calendario/[token].ics': 'x',
      numero: '5',
      slug,
    };
    const routes = pageRoutes();
    const paths = routes.map((route) => routePath(route, values));
    expect(
      routes.filter((_, i) => paths[i] === undefined).map((r) => r.file),
      'routes without a value for their parameters',
    ).toEqual([]);
    // Queries that reach a route's work: a lookup, a report, a search.
    const walked = [
      ...(paths as string[]),
      '/rastreamento?codigo=PLP-00000-00000',
      '/api/reports?type=payments&range=this_year&format=pdf',
      '/admin/leads.csv?q=a',
      '/admin/leads/report?de=2026-01&ate=2026-03',
      `/admin/leads/duplicates?manter=${records.leadId}&unir=${NO_RECORD}`,
    ];

    await server.stop();
    const before = await databaseFingerprint(server.dataDir);
    server = await startFuzzServer(outDir, server.dataDir);
    const asks = [undefined, cookie].flatMap((session) => walked.map((path) => ({ session, path })));
    const name = ({ session, path }: (typeof asks)[number]) => `${session ? 'staff' : 'visitor'} ${path}`;
    const heads = await fourAtATime(asks, ({ session, path }) => ask(server, 'HEAD', path, session));
    // The auth endpoints whose GET acts (a verification link is used once) refuse HEAD.
    for (const path of ['/api/auth/verify-email?token=x', '/api/auth/reset-password/x?callbackURL=/'])
      expect((await ask(server, 'HEAD', path)).status, path).toBe(405);
    await server.stop();
    const after = await databaseFingerprint(server.dataDir);
    expect(after, 'rows changed by HEAD requests').toEqual(before);

    server = await startFuzzServer(outDir, server.dataDir);
    const gets = await fourAtATime(asks, ({ session, path }) => ask(server, 'GET', path, session));
    const differences = asks.flatMap((asked, i) => {
      const [head, get] = [heads[i]!, gets[i]!];
      return [
        ...(head.bytes !== 0 ? [`${name(asked)}: HEAD sent ${head.bytes} bytes of body`] : []),
        ...(head.status !== get.status || head.type !== get.type
          ? [`${name(asked)}: HEAD ${head.status} ${head.type}, GET ${get.status} ${get.type}`]
          : []),
      ];
    });
    expect(differences).toEqual([]);
    expect(server.errors).toEqual([]);
  } finally {
    await server.stop();
    server.remove();
  }
});
