// No input breaks it: random and hostile requests (fast-check, seeded, bounded in time) to every
// form, action, auth endpoint and page of a server of the test's own; no answer may be a 5xx or
// missing, and every row stored afterwards must pass the schema of the form that writes it.
// FUZZ_SEED replays a run, FUZZ_SECONDS makes it longer, FUZZ_RUNS caps the batches sent.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { regressionCorpus } from './support/fuzz-corpus';
import { fuzzRequest, type FuzzRequest } from './support/fuzz-requests';
import { makeRecords } from './support/fuzz-records';
import { fuzzSessions, send, startFuzzServer, type Answer, type FuzzServer } from './support/fuzz-server';
import { checkStoredRows, describeProblems, type StoredRowsReport } from './support/fuzz-stored-rows';
import { visible } from './support/fuzz-values';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 20);
const MAX_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000_000);
/** Requests in flight at once: each run of the property is one batch. */
const BATCH = 4;
/** Distinct kinds of failure reported in full (each with its count and first request). */
const KEPT_FAILURES = 30;

interface Failure {
  request: FuzzRequest;
  answer: Answer;
  why: string;
  count: number;
}

/** Failures that are the same bug: what went wrong, on which target and method (and, for pages
 * asked with GET, HEAD or POST, which page). */
function signature({ kind, method, path }: FuzzRequest, why: string) {
  const page = kind === 'page' && ['GET', 'HEAD', 'POST'].includes(method) ? ` ${path.split('?')[0]}` : '';
  return `${why.replace(/^(\d+), then .*/, '$1, then an error')} [${kind}] ${method}${page}`;
}

// Node's limit on a request's line and headers together (--max-http-header-size), answered 431.
const HEAD_LIMIT = 16 * 1024;

function verdict(request: FuzzRequest, answer: Answer): string | undefined {
  const headTooLarge = (answer.headBytes ?? 0) > HEAD_LIMIT;
  if (answer.status === undefined) return `no answer (${answer.error})`;
  if (headTooLarge && answer.status !== 431)
    return `${answer.status} to a request head of ${answer.headBytes} bytes (431 expected)`;
  if (request.oversized && !headTooLarge && answer.status !== 413)
    return `${answer.status} to a body over the limit (413 expected)`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  // After a 413 (body over the limit, src/server/http/body-guard.ts) or a 431 (head over Node's
  // limit) the server stops reading and may close the connection: that reset is deliberate. Any
  // other one is a broken answer.
  const tooLarge =
    (answer.status === 413 && request.oversized) ||
    (answer.status === 431 && (answer.headBytes ?? 0) > HEAD_LIMIT - 256);
  if (answer.error && !tooLarge) return `${answer.status}, then ${answer.error}`;
  return undefined;
}

function explain({ request, answer, why, count }: Failure, index: number) {
  const body = request.body
    ? ` body(${request.body.length} B)=${visible(request.body.subarray(0, 240).toString('utf8'))}`
    : '';
  const type =
    request.headers['content-type'] === undefined ? '' : ` type=${JSON.stringify(request.headers['content-type'])}`;
  const extra = Object.entries(request.headers)
    .filter(([name]) => !['content-type', 'x-forwarded-for'].includes(name))
    .map(([name, value]) => ` ${name}=${JSON.stringify(value.slice(0, 60))}`)
    .join('');
  const sending = request.chunked ? ' chunked' : request.expectContinue ? ' expect-100' : '';
  return [
    `${index + 1}. ${why} ×${count} — [${request.kind}] ${request.method} ${request.path.slice(0, 300)}`,
    `   session=${request.session} origin=${request.origin}${type}${sending}${extra}${body}`,
    `   answer: ${visible((answer.head ?? '').slice(0, 200))}`,
  ].join('\n');
}

interface Run {
  failures: Map<string, Failure>;
  failed: number;
  sent: number;
  runs: number;
  /** Status counts per kind of request. */
  byKind: Map<string, Map<string, number>>;
  /** The signed-in account as read back after each change to it. */
  accountStates: Record<string, unknown>[];
  alive: Answer;
  /** The fuzz's own account after the run, signed in afresh: still an admin, not suspended. */
  finalAccount: Record<string, unknown> | null;
}

/** The regression corpus, then random batches until the time or the number of runs is up. */
async function fuzz(server: FuzzServer): Promise<Run> {
  const run: Run = {
    failures: new Map(),
    failed: 0,
    sent: 0,
    runs: 0,
    byKind: new Map(),
    accountStates: [],
    alive: {},
    finalAccount: null,
  };
  const sessions = fuzzSessions(server);
  const cookie = await sessions.start();
  // The first admin is created without a last name, which the profile form requires: it fills in
  // its profile first, so its row is one a form wrote, like every other.
  const saved = await sessions.post(
    '/dashboard/settings?_action=settings.saveProfile',
    'firstName=Admin&lastName=Fuzz&phone=&locale=pt-BR',
    cookie,
  );
  expect(saved.status, `saving the fuzz account's profile: ${saved.head}`).toBe(303);
  // A lead, a customer account and an email for the staff's forms to name.
  const records = await makeRecords(sessions, cookie);

  const fire = async (request: FuzzRequest) => {
    const session = {
      user: sessions.user,
      own: sessions.own,
      garbage: async () => 'better-auth.session_token=fuzz.garbage',
      none: async () => undefined,
    }[request.session];
    const answer = await send(server, request, await session());
    run.sent++;
    const counts = run.byKind.get(request.kind) ?? new Map<string, number>();
    counts.set(String(answer.status ?? 'none'), (counts.get(String(answer.status ?? 'none')) ?? 0) + 1);
    run.byKind.set(request.kind, counts);
    if (request.changesAccount && answer.status !== undefined && answer.status < 400) {
      const account = await sessions.account();
      if (account) run.accountStates.push(account);
    }
    const why = verdict(request, answer);
    if (why) {
      run.failed++;
      const key = signature(request, why);
      const known = run.failures.get(key);
      if (known) known.count++;
      else run.failures.set(key, { request, answer, why, count: 1 });
    }
  };
  // The known-bad requests and every form's valid sample first, all of them whatever the time
  // limit (a few hundred, a batch at a time), then random ones until the limit.
  const corpus = regressionCorpus(records);
  for (let i = 0; i < corpus.length; i += BATCH) await Promise.all(corpus.slice(i, i + BATCH).map(fire));
  const inFlight = new Set<Promise<unknown>>();
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fuzzRequest(() => records),
        { minLength: BATCH, maxLength: BATCH },
      ),
      async (batch) => {
        run.runs++;
        const all = Promise.all(batch.map(fire));
        inFlight.add(all);
        await all;
        inFlight.delete(all);
      },
    ),
    { seed: SEED, numRuns: MAX_RUNS, plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)] },
  );
  // The time limit stops the property, not the batch it was running.
  await Promise.allSettled(inFlight);
  run.finalAccount = await sessions.signedInAgain();
  run.alive = await send(
    server,
    { kind: 'alive', method: 'GET', path: '/', headers: {}, session: 'none', origin: 'none' },
    undefined,
  );
  return run;
}

test('no input breaks it: no 5xx, no dropped answer, nothing invalid stored', async () => {
  // The whole corpus (a few thousand requests, minutes on a busy machine), then the timed part.
  test.setTimeout((SECONDS + 360) * 1000);
  const server = await startFuzzServer(process.env.ASTRO_OUT_DIR ?? 'dist-e2e');
  console.log(
    `fuzz: FUZZ_SEED=${SEED}, at most ${SECONDS} s and ${MAX_RUNS} batches of ${BATCH}; server on ${server.origin}`,
  );
  let run: Run;
  let stored: StoredRowsReport;
  try {
    // Stopped before its database is read: it releases the data directory's lock on exit.
    run = await fuzz(server).finally(server.stop);
    stored = await checkStoredRows(server.dataDir, run.accountStates);
  } finally {
    server.remove();
  }

  const replay = `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${run.runs} FUZZ_SECONDS=600`;
  console.log(`fuzz: ${run.sent} requests in ${run.runs} batches (${replay}), ${run.failed} failed`);
  for (const [kind, counts] of [...run.byKind].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${kind.padEnd(36)} ${[...counts]
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    );
  }
  console.log(
    `fuzz: stored rows ${JSON.stringify(stored.counts)}; the account read back ${run.accountStates.length} times`,
  );
  const serverLog = server.errors.length ? `\nServer log:\n${server.errors.slice(0, 12).join('\n')}` : '';
  const kinds = [...run.failures.values()];
  const listed = kinds.slice(0, KEPT_FAILURES).map(explain).join('\n');
  expect
    .soft(
      run.failed,
      `${run.failed} of ${run.sent} requests failed, ${kinds.length} kinds of failure (the first of each below). ${replay}.\n${listed}${serverLog}`,
    )
    .toBe(0);
  expect
    .soft(
      stored.problems.length,
      `${stored.problems.length} stored values that their form would refuse. ${replay}.\n${describeProblems(stored.problems)}`,
    )
    .toBe(0);
  const me = { role: run.finalAccount?.role, banned: run.finalAccount?.banned ?? false };
  expect
    .soft(me, 'the fuzz account lost its admin role or was suspended during the run')
    .toEqual({ role: 'admin', banned: false });
  expect
    .soft(run.alive.status, `the server stopped answering GET / after the run: ${run.alive.error ?? run.alive.status}`)
    .toBe(200);
  // The run reached the database: otherwise the check of stored rows proves nothing.
  expect(stored.counts.leads, 'no lead was stored during the run').toBeGreaterThan(0);
  expect(stored.counts.shipments, 'no shipment was stored during the run').toBeGreaterThan(0);
  expect(stored.counts.user, 'no account was created during the run').toBeGreaterThan(1);
});
