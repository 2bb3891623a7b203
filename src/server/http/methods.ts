// The methods the site serves, and the answer to any other (before Astro, which cannot build a
// Request for some of them).
import type { ServerResponse } from 'node:http';

/** Pages and endpoints answer GET and HEAD, forms and auth POST. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;

export function refuseMethod(res: ServerResponse, allowed: readonly string[] = ALLOWED_METHODS) {
  res.writeHead(405, {
    Allow: allowed.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end('Method Not Allowed\n');
}
