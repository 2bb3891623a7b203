// The auth handler (Better Auth), with the real client address in a header of our own: its rate
// limiter reads only that header (advanced.ipAddress.ipAddressHeaders), never X-Forwarded-For.
import type { APIRoute } from 'astro';
import { CLIENT_IP_HEADER, getAuth } from '@/server/auth';
import { clientIp } from '@/server/client-ip';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  const headers = new Headers(context.request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(context));
  return getAuth().handler(new Request(context.request, { headers }));
};
