// The fuzz test's own server and client: a built app on a free port with a fresh data directory,
// requests sent byte for byte over plain HTTP (fetch would refuse TRACE, normalise `/../` and
// re-encode bodies), and the signed-in sessions the portal's forms need.
import http from 'node:http';
import type { FuzzRequest } from './fuzz-requests';
import { FUZZ_ACCOUNT } from './fuzz-targets';
import { startAppServer, type AppServer } from './own-server';

export interface Answer {
  status?: number;
  /** The first bytes of the answer's body, for the report. */
  head?: string;
  /** Why there was no answer (a reset, a timeout), or what broke after it. */
  error?: string;
  location?: string;
  setCookie?: string[];
  /** The request line and headers as sent, in bytes (Node refuses more than 16 KiB with 431). */
  headBytes?: number;
}

/** The fuzz test's server: staff account, permissive per-address limits, two-factor optional
 * for staff so the admin pages are reached. */
export const startFuzzServer = (outDir: string, dataDir?: string) =>
  startAppServer(
    outDir,
    {
      // Each request carries its own X-Forwarded-For: the per-address limits then limit less.
      TRUST_PROXY: 'true',
      LEADS_PER_MINUTE: '100000',
      ADMIN_EMAIL: FUZZ_ACCOUNT.email,
      ADMIN_PASSWORD: FUZZ_ACCOUNT.password,
      ADMIN_TWO_FACTOR: 'optional',
    },
    dataDir,
  );

export type FuzzServer = AppServer;

const ORIGINS = { wrong: 'http://evil.example', null: 'null' } as const;

/** Sends one request as generated and reads the answer (its status and first bytes). */
export function send(
  server: FuzzServer,
  req: FuzzRequest,
  cookie: string | undefined,
  { timeoutMs = 30_000, keep = 300 } = {},
): Promise<Answer> {
  // Keep-alive, as browsers send it: the server then reads and discards a body it did not need
  // after answering. The connection is still used once only (closed after the answer).
  const headers: Record<string, string> = { ...req.headers, connection: 'keep-alive' };
  if (req.origin === 'same') headers.origin = server.origin;
  else if (req.origin !== 'none') headers.origin = ORIGINS[req.origin];
  if (cookie) headers.cookie = cookie;
  if (req.body && !req.chunked) headers['content-length'] = String(req.body.length);
  if (req.expectContinue) headers.expect = '100-continue';
  const hostLine = headers.host ? '' : `host: 127.0.0.1:${server.port}\r\n`;
  const headBytes = Buffer.byteLength(
    `${req.method} ${req.path} HTTP/1.1\r\n${hostLine}${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
  );
  return new Promise((resolve) => {
    const answer: Answer = { headBytes };
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) answer.error = error;
      resolve(answer);
    };
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: req.method,
      path: req.path,
      headers,
      agent: false,
      setHost: !headers.host,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(`no answer within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    request.on('response', (res) => {
      answer.status = res.statusCode;
      answer.location = res.headers.location;
      answer.setCookie = res.headers['set-cookie'];
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < keep) chunks.push(chunk);
        size += chunk.length;
      });
      const end = (error?: string) => {
        answer.head = Buffer.concat(chunks).subarray(0, keep).toString('utf8');
        request.destroy();
        finish(error);
      };
      res.on('end', () => end());
      res.on('error', (error) => end(`after the answer: ${error.message}`));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // An error after the status arrived leaves the answer as it is, noted.
      if (answer.status !== undefined) answer.error ??= `after the answer: ${error.code ?? error.message}`;
      else finish(error.code ?? error.message);
    });
    if (!req.body) request.end();
    else if (req.expectContinue) request.on('continue', () => request.end(req.body));
    else if (req.chunked) {
      for (let at = 0; at < req.body.length; at += 64 * 1024) request.write(req.body.subarray(at, at + 64 * 1024));
      request.end();
    } else request.end(req.body);
  });
}

type Account = Record<string, unknown> & { id: string };

let addressCounter = 0;
/** An address of its own for each sign-in (the per-address sign-in limit is 5 a minute). */
const signInAddress = () => `10.250.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

const SESSION_COOKIE = 'better-auth.session_token=';
const sessionCookie = (setCookie: string[] | undefined) =>
  (setCookie ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith(SESSION_COOKIE) && c.length > SESSION_COOKIE.length)
    .join('; ');

/** The fuzz account's sessions: one kept for the signed-in forms (renewed when fuzzing ended it),
 * and fresh ones for the requests that end or revoke sessions. */
export function fuzzSessions(server: FuzzServer) {
  let current = '';
  let checkedAt = 0;
  let userId = '';
  /** A form post without JavaScript (urlencoded), from an address of its own. */
  const post = (path: string, body: string, cookie?: string) =>
    send(
      server,
      {
        kind: 'setup',
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': signInAddress() },
        body: Buffer.from(body),
        session: 'none',
        origin: 'same',
      },
      cookie,
    );
  const get = (path: string, cookie?: string) =>
    send(
      server,
      {
        kind: 'setup',
        method: 'GET',
        path,
        headers: { 'x-forwarded-for': signInAddress() },
        session: 'none',
        origin: 'same',
      },
      cookie,
      { keep: 1 << 20 },
    );

  /** Signs in through the login form without JavaScript, as a browser would. */
  async function signIn(): Promise<string> {
    const body = new URLSearchParams({ email: FUZZ_ACCOUNT.email, password: FUZZ_ACCOUNT.password }).toString();
    const answer = await post('/login?_action=account.signIn', body);
    const cookie = sessionCookie(answer.setCookie);
    if (answer.status !== 303 || !cookie)
      throw new Error(
        `Signing in the fuzz account failed: ${answer.status ?? answer.error} ${answer.head?.slice(0, 300) ?? ''}`,
      );
    return cookie;
  }

  /** The session's user as the server holds it (the user table's columns). */
  async function sessionUser(cookie: string): Promise<Account | null> {
    const answer = await get('/api/auth/get-session', cookie);
    try {
      return (JSON.parse(answer.head ?? 'null') as { user?: Account } | null)?.user ?? null;
    } catch {
      return null;
    }
  }

  return {
    userId: () => userId,
    post,
    /** A page as the given session sees it (its whole text, up to a megabyte). */
    get,
    async start() {
      current = await signIn();
      userId = (await sessionUser(current))?.id ?? '';
      return current;
    },
    /** The kept session, checked at most every two seconds and renewed if fuzzing ended it. */
    async user(): Promise<string> {
      if (Date.now() - checkedAt > 2000) {
        checkedAt = Date.now();
        if (!(await sessionUser(current))) current = await signIn().catch(() => current);
      }
      return current;
    },
    own: () => signIn().catch(() => ''),
    /** The signed-in account as the server holds it now. */
    account: () => sessionUser(current),
    /** The account as a fresh sign-in finds it (null if it can no longer sign in). */
    signedInAgain: () => signIn().then(sessionUser, () => null),
  };
}
