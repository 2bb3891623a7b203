// The requests the fuzz test sends, as fast-check arbitraries: form posts (without JavaScript) and
// action calls (as an island makes them) to every form, JSON to every auth endpoint, odd methods,
// headers, paths and query strings on the pages, and bodies either side of the 1 MiB limit.
import fc from 'fast-check';
import { encodeForm, json, queryString, type Entries, type FormEncoding } from './fuzz-encode';
import {
  AUTH_ENDPOINTS,
  fieldsOf,
  fillPage,
  FORM_TARGETS,
  ODD_PATHS,
  PAGES,
  QUERY_PARAMS,
  ROUTE_PATHS,
  SIGNED_IN_PATHS,
  type AuthEndpoint,
  type FormTarget,
  type FuzzRecords,
  type SessionUse,
  type Uniq,
} from './fuzz-targets';
import {
  forwardedFor,
  hostileField,
  hostileJson,
  hostileString,
  kindOf,
  longText,
  type FieldValue,
} from './fuzz-values';
import { hostileQueryValue } from './fuzz-query-values';

/** The request body limit (src/server/http/body-limits.ts, DEFAULT_BODY_LIMIT). */
export const BODY_LIMIT = 1024 * 1024;

export type OriginUse = 'same' | 'none' | 'wrong' | 'null';

export interface FuzzRequest {
  /** What it attacks, for the report: `form leads.submit`, `auth /update-user`, `page`... */
  kind: string;
  method: string;
  /** Path and query as sent, never normalised. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  session: SessionUse | 'garbage';
  origin: OriginUse;
  /** Sent without a Content-Length, in chunks. */
  chunked?: boolean;
  /** Asks for "100 Continue" before sending the body. */
  expectContinue?: boolean;
  /** Over the body limit: the answer must be 413. */
  oversized?: boolean;
  /** Changes the signed-in account's row (FormTarget.changesAccount). */
  changesAccount?: boolean;
}

/** `arb`'s value one time in `n`, null otherwise. */
const oneIn = <T>(n: number, arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: n - 1 }, { arbitrary: arb, weight: 1 });

const uniq: fc.Arbitrary<Uniq> = fc.record({ id: fc.nat().map((n) => n.toString(36)), uuid: fc.uuid() });

// Fields no form has: the server must ignore them or refuse the post, never store or act on them.
const EXTRA_FIELDS = [
  'role',
  'id',
  'userId',
  'emailVerified',
  'status',
  '__proto__',
  'constructor',
  'name[]',
  'a[b]',
  '',
  '_action',
  '$$typeof',
] as const;

const origin = fc.oneof(
  { arbitrary: fc.constant<OriginUse>('same'), weight: 14 },
  { arbitrary: fc.constantFrom<OriginUse>('none', 'wrong', 'null'), weight: 1 },
);

/** Headers every request may carry: its own client address (rate limits count per address) and
 * sometimes odd languages, cookies or hosts. */
const commonHeaders = fc
  .record({
    forwarded: forwardedFor,
    language: oneIn(
      4,
      fc.constantFrom('en', 'pt-BR', '*', 'xx-YY', 'en;q=abc', 'pt-BR,en;q=0.9', 'a'.repeat(3000), ',,,;;;'),
    ),
    cookie: oneIn(
      8,
      fc.constantFrom(
        'better-auth.session_token=x',
        'better-auth.session_token=%00',
        '=;;;=',
        'flash=%7B%22a%22',
        `flash=${'a'.repeat(4000)}`,
        'a=b; a=c',
      ),
    ),
    host: oneIn(30, fc.constantFrom('evil.example', '127.0.0.1:1', 'localhost', 'x'.repeat(300), '[::1]')),
  })
  .map(({ forwarded, language, cookie, host }) => {
    const headers: Record<string, string> = { 'x-forwarded-for': forwarded };
    if (language !== null) headers['accept-language'] = language;
    if (cookie !== null) headers.cookie = cookie;
    if (host !== null) headers.host = host;
    return headers;
  });

/** Named values: each field valid, missing, or hostile; or all valid but one. */
function fieldSet<V>(
  sample: Record<string, V>,
  fields: readonly string[],
  hostile: (valid: V | undefined, field: string) => fc.Arbitrary<V>,
) {
  const valid = fc.constant(fields.filter((f) => f in sample).map((f) => [f, sample[f]!] as [string, V]));
  // Replaced three times in four, else left out.
  const oneBad = fc
    .tuple(
      fc.constantFrom(...fields),
      fc.nat(3).map((n) => n === 0),
    )
    .chain(([bad, drop]) => {
      const rest = fields.filter((f) => f !== bad && f in sample).map((f) => [f, sample[f]!] as [string, V]);
      return drop ? fc.constant(rest) : hostile(sample[bad], bad).map((v) => [...rest, [bad, v] as [string, V]]);
    });
  const each = fc
    .tuple(
      ...fields.map((f) =>
        fc.oneof(
          { arbitrary: fc.constant(f in sample ? [[f, sample[f]!] as [string, V]] : []), weight: 2 },
          { arbitrary: fc.constant([] as [string, V][]), weight: 1 },
          { arbitrary: hostile(sample[f], f).map((v) => [[f, v] as [string, V]]), weight: 3 },
        ),
      ),
    )
    .map((parts) => parts.flat());
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: oneBad, weight: 6 }, { arbitrary: each, weight: 3 });
}

/** Extra fields and a duplicate of a real one. */
function withExtras(entries: Entries, fields: readonly string[]) {
  return fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...EXTRA_FIELDS), hostileField()), { maxLength: 2 }),
      oneIn(
        6,
        fc.constantFrom(...fields).chain((f) => fc.tuple(fc.constant(f), hostileField(undefined, kindOf(f)))),
      ),
    )
    .map(([extra, duplicate]) => [...entries, ...extra, ...(duplicate ? [duplicate] : [])] as Entries);
}

const formEncoding = fc.oneof(
  { arbitrary: fc.constant<FormEncoding>('urlencoded'), weight: 10 },
  { arbitrary: fc.constant<FormEncoding>('multipart'), weight: 4 },
  {
    arbitrary: fc.constantFrom<FormEncoding>('file', 'json', 'bad-json', 'bad-multipart', 'text', 'none', 'odd-type'),
    weight: 4,
  },
);

const ODD_CONTENT_TYPES = [
  'multipart/form-data',
  'application/x-www-form-urlencoded; charset=utf-16',
  'application/xml',
  'text/html',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=',
  '*/*',
  'x',
];

function sessionFor(use: SessionUse) {
  if (use === 'none') return fc.constantFrom<SessionUse | 'garbage'>('none', 'none', 'none', 'user', 'garbage');
  return fc.oneof(
    { arbitrary: fc.constant<SessionUse | 'garbage'>(use), weight: 10 },
    { arbitrary: fc.constantFrom<SessionUse | 'garbage'>('none', 'garbage'), weight: 1 },
  );
}

function formRequest(target: FormTarget, records: () => FuzzRecords): fc.Arbitrary<FuzzRequest> {
  const fields = fieldsOf(target);
  return uniq.chain((u) =>
    fc
      .record({
        entries: fieldSet<FieldValue>(target.sample(u, records()), fields, (v, f) =>
          hostileField(typeof v === 'string' ? v : undefined, kindOf(f)),
        ).chain((e) => withExtras(e, fields)),
        rpc: fc.boolean(),
        page: fc.constantFrom(...target.pages),
        english: fc.boolean(),
        encoding: formEncoding,
        oddType: fc.constantFrom(...ODD_CONTENT_TYPES),
        headers: commonHeaders,
        session: sessionFor(target.session),
        origin,
      })
      .map((r) => {
        const filled = fillPage(r.page, records());
        const page = r.english ? (filled === '/' ? '/en' : `/en${filled}`) : filled;
        const path = r.rpc ? `/_actions/${target.action}` : `${page}?_action=${target.action}`;
        const { body, type } = encodeForm(r.entries, r.encoding, r.oddType);
        const headers = { ...r.headers, ...(type ? { 'content-type': type } : {}) };
        return {
          kind: `${r.rpc ? 'rpc' : 'form'} ${target.action}`,
          method: 'POST',
          path,
          headers,
          body,
          session: r.session,
          origin: r.origin,
          changesAccount: target.changesAccount,
        };
      }),
  );
}

// Bodies that are not a JSON object, or not JSON at all.
const MALFORMED_JSON = [
  '',
  '{',
  '{"email":',
  '[]',
  'null',
  '"text"',
  '1e400',
  '{"a":1}}',
  '\u0000',
  '{"email":"\\ud800"}',
  '{"name":null}',
  '{"__proto__":{"role":"admin"}}',
  '{"email":"a@example.com","email":"b@example.com"}',
  '[{"email":"a@example.com"}]',
  `{"a":${'['.repeat(5000)}`,
];

function authRequest(endpoint: AuthEndpoint, userId: () => string): fc.Arbitrary<FuzzRequest> {
  return uniq.chain((u) => {
    const sample = endpoint.sample?.(u, userId()) ?? {};
    const fields = [...Object.keys(sample), 'email', 'name', 'firstName'].filter((f, i, all) => all.indexOf(f) === i);
    const nested = (valid: unknown, field: string): fc.Arbitrary<unknown> =>
      valid && typeof valid === 'object' && !Array.isArray(valid)
        ? fc.oneof(
            fieldSet(valid as Record<string, unknown>, Object.keys(valid), (v, f) => hostileJson(v, kindOf(f))).map(
              (e) => Object.fromEntries(e),
            ),
            hostileJson(valid),
          )
        : hostileJson(valid, kindOf(field));
    const param = (text: string) => text.replace(/:[a-z]+/g, () => encodeURIComponent(u.id));
    return fc
      .record({
        values: fieldSet(sample, fields, nested),
        malformed: oneIn(8, fc.constantFrom(...MALFORMED_JSON)),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          '',
        ),
        headers: commonHeaders,
        session: sessionFor(endpoint.session),
        origin,
      })
      .map((r) => {
        const kind = `auth ${endpoint.path}`;
        const base = `/api/auth${param(endpoint.path)}`;
        const headers = { ...r.headers };
        if (endpoint.method === 'GET') {
          const entries = r.values.filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, v as string] as const);
          return {
            kind,
            method: 'GET',
            path: `${base}${queryString(entries)}`,
            headers,
            session: r.session,
            origin: r.origin,
          };
        }
        if (r.contentType) headers['content-type'] = r.contentType;
        const body = r.malformed !== null ? Buffer.from(r.malformed) : json(Object.fromEntries(r.values));
        return {
          kind,
          method: 'POST',
          path: base,
          headers,
          body,
          session: r.session,
          origin: r.origin,
          changesAccount: endpoint.changesAccount,
        };
      });
  });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'] as const;

/** Any method on any page or odd path, with a query string that may be hostile or huge. */
const pageRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof(
      { arbitrary: fc.constantFrom('GET', 'GET', 'POST', 'HEAD'), weight: 2 },
      { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
    ),
    path: fc.oneof(
      { arbitrary: fc.constantFrom(...PAGES), weight: 4 },
      { arbitrary: fc.constantFrom(...ODD_PATHS), weight: 4 },
      // The error pages' own paths: GET /500 once answered 500.
      { arbitrary: fc.constantFrom('/500', '/en/500', '/403', '/404'), weight: 1 },
    ),
    query: oneIn(
      2,
      fc.oneof(
        fc.array(
          fc.tuple(fc.constantFrom('q', 'next', 'redirect', 'page', '_action', 'token', 'lang', 'x'), hostileField()),
          { minLength: 1, maxLength: 3 },
        ),
        fc.tuple(fc.constantFrom('q', 'next'), longText as fc.Arbitrary<FieldValue>).map((e) => [e]),
        // Up to Node's 16 KiB limit on a request's head, and past it (answered 431).
        fc.constantFrom(1000, 6000, 12000, 20000).map((n) => [['q', 'a'.repeat(n)] as [string, FieldValue]]),
      ),
    ),
    body: oneIn(3, hostileString()),
    headers: commonHeaders,
    session: fc.constantFrom<SessionUse | 'garbage'>('none', 'user', 'garbage'),
    origin,
  })
  .map((r) => {
    const query = r.query ? queryString(r.query).replace(/^\?/, r.path.includes('?') ? '&' : '?') : '';
    const hasBody = r.body !== null && !['GET', 'HEAD'].includes(r.method);
    return {
      kind: 'page',
      method: r.method,
      path: `${r.path}${query}`,
      headers: hasBody ? { ...r.headers, 'content-type': 'application/x-www-form-urlencoded' } : r.headers,
      body: hasBody ? Buffer.from(`x=${encodeURIComponent(r.body!.replace(/[\ud800-\udfff]/g, ''))}`) : undefined,
      session: r.session,
      origin: r.origin,
    };
  });

// An event stream never ends: its GET is left to the live tests, its HEAD is fuzzed.
const streams = (path: string) => path.split('?')[0]!.endsWith('/api/live');

/**
 * A signed-in page or endpoint (the portal's and the admin's, from src/pages) asked with GET or
 * HEAD and hostile values for the query parameters the site reads.
 */
function signedInQueryRequest(records: () => FuzzRecords): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'HEAD'),
      path: fc.constantFrom(...SIGNED_IN_PATHS),
      query: fc.array(fc.tuple(fc.constantFrom(...QUERY_PARAMS), hostileQueryValue), { minLength: 1, maxLength: 4 }),
      headers: commonHeaders,
    })
    .map((r) => ({
      kind: 'signed-in query',
      method: streams(r.path) ? 'HEAD' : r.method,
      path: `${fillPage(r.path, records())}${queryString(r.query)}`,
      headers: r.headers,
      session: 'user',
      origin: 'same',
    }));
}

/** HEAD on any route of src/pages, signed in or not, sometimes with a hostile query. */
function headRequest(records: () => FuzzRecords): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: fc.constantFrom(...ROUTE_PATHS),
      query: oneIn(2, fc.array(fc.tuple(fc.constantFrom(...QUERY_PARAMS), hostileQueryValue), { maxLength: 3 })),
      session: fc.constantFrom<SessionUse | 'garbage'>('none', 'user', 'garbage'),
    })
    .map((r) => ({
      kind: 'head',
      method: 'HEAD',
      path: `${fillPage(r.path, records())}${r.query ? queryString(r.query) : ''}`,
      headers: {},
      session: r.session,
      origin: 'same',
    }));
}

export type BigBodyTarget = 'form' | 'rpc' | 'auth' | 'page';
export type Sending = 'length' | 'chunked' | 'continue';

/** A body just under or just over the limit, sent whole, in chunks, or after "100 Continue". */
export function bigBody(
  over: boolean,
  to: BigBodyTarget,
  sending: Sending,
  headers: Record<string, string>,
): FuzzRequest {
  const size = over ? BODY_LIMIT + 1 : BODY_LIMIT - 64;
  const isJson = to === 'auth';
  const prefix = isJson
    ? '{"email":"a@example.com","name":"'
    : 'nome_completo=Ana+Souza&email=a%40example.com&celular=84999999999&mensagem=';
  const suffix = isJson ? '"}' : '';
  const body = Buffer.alloc(size, 'a');
  body.write(prefix, 0);
  body.write(suffix, size - suffix.length);
  const path = {
    form: '/?_action=leads.submit',
    rpc: '/_actions/leads.submit',
    auth: '/api/auth/sign-up/email',
    page: '/contact',
  }[to];
  return {
    kind: `body ${over ? 'over' : 'under'} the limit (${sending})`,
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': isJson ? 'application/json' : 'application/x-www-form-urlencoded' },
    body,
    session: 'none',
    origin: 'same',
    chunked: sending === 'chunked',
    expectContinue: sending === 'continue',
    oversized: over,
  };
}

const bigRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.boolean(),
    fc.constantFrom<BigBodyTarget>('form', 'rpc', 'auth', 'page'),
    fc.constantFrom<Sending>('length', 'chunked', 'continue'),
    commonHeaders,
  )
  .map(([over, to, sending, headers]) => bigBody(over, to, sending, headers));

/** Every kind of request, weighted so most reach the forms and endpoints that store data. `records`
 * gives the records made before the run once known: the signed-in account's id (the admin
 * endpoints that take one), the lead, customer and email the staff's forms name. */
export function fuzzRequest(records: () => FuzzRecords): fc.Arbitrary<FuzzRequest> {
  const userId = () => records().userId;
  return fc.oneof(
    { arbitrary: fc.oneof(...FORM_TARGETS.map((t) => formRequest(t, records))), weight: 200 },
    {
      arbitrary: fc.oneof(...AUTH_ENDPOINTS.map((e) => ({ arbitrary: authRequest(e, userId), weight: e.weight ?? 1 }))),
      weight: 160,
    },
    { arbitrary: pageRequest, weight: 80 },
    { arbitrary: signedInQueryRequest(records), weight: 60 },
    { arbitrary: headRequest(records), weight: 20 },
    // A few only: a megabyte each.
    { arbitrary: bigRequest, weight: 2 },
  );
}
