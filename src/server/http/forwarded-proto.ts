// Behind a TLS-terminating proxy (TRUST_PROXY=true) a request reaches the app over plain HTTP, and
// the proxy's X-Forwarded-Proto says what the browser used. Astro builds the request's URL from
// the socket and checks a form post's Origin against it (security.checkOrigin), so the socket is
// marked encrypted when the proxy says https: otherwise every form posted over HTTPS would be
// refused as cross-site. Set on each request, as one proxy connection may carry both schemes.
import type { IncomingMessage } from 'node:http';

export function applyForwardedProto(req: IncomingMessage): void {
  const header = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  Object.defineProperty(req.socket, 'encrypted', { value: first === 'https', configurable: true, writable: true });
}
