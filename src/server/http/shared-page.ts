// How a page says "every anonymous visitor sees the same thing here": the public layout and the
// public fragments set this header, and the page cache (page-cache.ts) keeps such a page for
// visitors without cookies. The header never leaves the server.
import type { ServerResponse } from 'node:http';

export const SHARED_PAGE_HEADER = 'x-shared-page';

/** Marks the response shareable between anonymous visitors. */
export function markShareable(astro: { response: { headers: Headers } }) {
  astro.response.headers.set(SHARED_PAGE_HEADER, '1');
}

/** Keeps the marker from leaving the server on answers the page cache does not handle. */
export function withoutSharedMarker(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithoutMarker(this: typeof res, status: number, ...rest: unknown[]) {
    res.removeHeader(SHARED_PAGE_HEADER);
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg))
        delete (arg as Record<string, unknown>)[SHARED_PAGE_HEADER];
    }
    return (writeHead as (...args: unknown[]) => typeof res).call(this, status, ...rest);
  } as typeof res.writeHead;
}
