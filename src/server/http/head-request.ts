// HEAD asks for what GET would answer, without the body (crawlers, link checkers and prefetching
// browsers send it). Astro answers it with the route's GET, so a GET that does work or leaves a
// trace (takes a work slot, counts a lookup, reads a whole export) asks this first and answers HEAD
// from its checks alone. tests/e2e/head-requests.spec.ts walks every route with HEAD.

/** What a route's answer needs of its request to tell (a caller without one, a test, asks GET). */
export interface MaybeHead {
  request?: Pick<Request, 'method'>;
}

/** Whether `request` wants only the headers GET would send. */
export const wantsHeadersOnly = (request: Pick<Request, 'method'> | undefined) => request?.method === 'HEAD';
