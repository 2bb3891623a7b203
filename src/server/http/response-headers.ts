// Headers every response starts with: security headers, and a year of caching for files whose
// name changes with their content.
import type { IncomingMessage, ServerResponse } from 'node:http';

function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Fallback for files and endpoints; Astro replaces it on pages with the policy from astro.config.ts.
    'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

// Generated images carry a content hash in their name, like Astro's /_astro/ assets.
const HASHED = /^\/(_astro|img)\/[^?]*[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+(\?|$)/;

export function createResponseHeaders({ https }: { https: boolean }) {
  const headers = Object.entries(securityHeaders(https));
  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.url && HASHED.test(req.url)) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
  };
}
