// The requests that once broke the site, sent whole on every run before the random ones (whatever
// the time limit), so a regression shows up whatever the seed: every field of every form and of the
// auth endpoints that store input set to each of its kind's known-bad values (the rest of the
// submission valid, so it reaches the database), the methods and paths that answered 500, every
// signed-in page with hostile query parameters, and bodies either side of the limit.
import { encodeForm } from './fuzz-encode';
import { bigBody, type FuzzRequest } from './fuzz-requests';
import {
  AUTH_ENDPOINTS,
  fieldsOf,
  fillPage,
  FORM_TARGETS,
  QUERY_PARAMS,
  SIGNED_IN_PATHS,
  type FuzzRecords,
  type Uniq,
} from './fuzz-targets';
import { json } from './fuzz-encode';
import { kindOf, REGRESSIONS } from './fuzz-values';

export function regressionCorpus(records: FuzzRecords): FuzzRequest[] {
  const { userId } = records;
  const requests: FuzzRequest[] = [];
  let n = 0;
  // Each request from an address of its own, as in the random part.
  const headers = () => ({ 'x-forwarded-for': `10.200.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}` });
  const uniq = (): Uniq => ({
    id: `regression${n}`,
    uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  });

  // Every signed-in page with control characters (a NUL in a search once answered 500), and with
  // broken UTF-8 and a lone surrogate's bytes, in every query parameter the site reads.
  const queries = [
    ['abc%00', '%01%08%1F%7F', '%C2%85%E2%80%A8', '%E2%80%AE%E2%81%A6x'],
    ['%ED%A0%80x', '%C0%80', '%FF%FE', '%E2%82'],
  ].map((values) => `?${QUERY_PARAMS.map((name, i) => `${name}=${values[i % values.length]}`).join('&')}`);
  for (const path of SIGNED_IN_PATHS.filter((p) => !p.endsWith('/api/live')))
    for (const query of queries)
      requests.push({
        kind: 'signed-in query',
        method: 'GET',
        path: `${fillPage(path, records)}${query}`,
        headers: headers(),
        session: 'user',
        origin: 'same',
      });

  for (const target of FORM_TARGETS) {
    // Its valid sample once, through the page: every form stores what it should at least once,
    // however many forms share the random part's time (the checks of stored rows need them).
    const valid = encodeForm(Object.entries(target.sample(uniq(), records)), 'urlencoded', '');
    requests.push({
      kind: `form ${target.action}`,
      method: 'POST',
      path: `${fillPage(target.pages[0]!, records)}?_action=${target.action}`,
      headers: { ...headers(), 'content-type': valid.type! },
      body: valid.body,
      session: target.session,
      origin: 'same',
      changesAccount: target.changesAccount,
    });
    for (const field of fieldsOf(target)) {
      for (const [i, value] of REGRESSIONS[kindOf(field)].entries()) {
        const { body, type } = encodeForm(
          Object.entries({ ...target.sample(uniq(), records), [field]: value }),
          'urlencoded',
          '',
        );
        // Half through the page without JavaScript, half as the island calls the action.
        const rpc = i % 2 === 1;
        const path = rpc
          ? `/_actions/${target.action}`
          : `${fillPage(target.pages[0]!, records)}?_action=${target.action}`;
        requests.push({
          kind: `${rpc ? 'rpc' : 'form'} ${target.action}`,
          method: 'POST',
          path,
          headers: { ...headers(), 'content-type': type! },
          body,
          session: target.session,
          origin: 'same',
          changesAccount: target.changesAccount,
        });
      }
    }
  }

  for (const endpoint of AUTH_ENDPOINTS.filter((e) => e.method === 'POST' && (e.weight ?? 1) > 1)) {
    const sample = endpoint.sample?.(uniq(), userId) ?? {};
    // Fields of a nested object (the admin endpoints' `data`) are set inside it.
    const slots = Object.entries(sample).flatMap(([field, value]): Array<[string, string | undefined]> =>
      value && typeof value === 'object' ? Object.keys(value).map((inner) => [field, inner]) : [[field, undefined]],
    );
    for (const [outer, inner] of slots) {
      for (const value of [...REGRESSIONS[kindOf(inner ?? outer)], null]) {
        const body = { ...(endpoint.sample?.(uniq(), userId) ?? {}) };
        if (inner) body[outer] = { ...(body[outer] as object), [inner]: value };
        else body[outer] = value;
        requests.push({
          kind: `auth ${endpoint.path}`,
          method: 'POST',
          path: `/api/auth${endpoint.path}`,
          headers: { ...headers(), 'content-type': 'application/json' },
          body: json(body),
          session: endpoint.session,
          origin: 'same',
          changesAccount: endpoint.changesAccount,
        });
      }
    }
  }

  for (const path of ['/', '/login', '/dashboard', '/api/auth/ok', '/_actions/leads.submit']) {
    requests.push({ kind: 'page', method: 'TRACE', path, headers: headers(), session: 'none', origin: 'none' });
  }
  for (const path of ['/500', '/en/500', '/403', '/404']) {
    requests.push({ kind: 'page', method: 'GET', path, headers: headers(), session: 'none', origin: 'none' });
  }
  for (const sending of ['length', 'chunked', 'continue'] as const)
    requests.push(bigBody(true, 'form', sending, headers()));
  requests.push(
    bigBody(true, 'auth', 'length', headers()),
    bigBody(false, 'form', 'length', headers()),
    bigBody(false, 'auth', 'length', headers()),
  );
  return requests;
}
