// The auth handler (Better Auth), with the real client address in a header of our own: its rate
// limiter reads only that header (advanced.ipAddress.ipAddressHeaders), never X-Forwarded-For.
import type { APIRoute } from 'astro';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth, READ_ONLY_AUTH_PATHS } from '@/server/auth';
import { clientIp } from '@/server/client-ip';
import { wantsHeadersOnly } from '@/server/http/head-request';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  const headers = new Headers(context.request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(context));
  if (wantsHeadersOnly(context.request)) {
    // HEAD: the GET of a read-only endpoint, bodiless. Other GETs here act (a verification link is
    // used once): HEAD never reaches them.
    const path = context.url.pathname.slice(AUTH_BASE_PATH.length);
    if (!(READ_ONLY_AUTH_PATHS as readonly string[]).includes(path))
      return new Response(null, { status: 405, headers: { Allow: 'GET, POST', 'Cache-Control': 'no-store' } });
    const answer = await getAuth().handler(new Request(context.request, { method: 'GET', headers }));
    return new Response(null, { status: answer.status, headers: answer.headers });
  }
  return getAuth().handler(new Request(context.request, { headers }));
};
