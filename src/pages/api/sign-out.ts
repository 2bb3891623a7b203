// SAIR: the header's sign-out form posts here (works without JavaScript). The session ends on the
// server when it can; the browser's session cookies are expired either way (spec §7: a failed
// sign-out still clears the local session), then back to the home page of the visitor's language.
import type { APIRoute } from 'astro';
import { getAuth } from '@/server/auth';
import { config } from '@/server/config';
import { safeRedirectTarget } from '@/server/route-guard';

export const prerender = false;

const COOKIES = ['session_token', 'session_data', 'dont_remember'];

export const POST: APIRoute = async ({ request }) => {
  const headers = new Headers();
  try {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append('set-cookie', cookie);
  } catch (error) {
    console.warn('sign-out: the server session could not be ended', error);
  }
  const secure = config().secureCookies;
  const prefix = secure ? '__Secure-better-auth.' : 'better-auth.';
  for (const name of COOKIES) {
    headers.append('set-cookie', `${prefix}${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  }
  const form = await request.formData().catch(() => undefined);
  const next = form?.get('next');
  headers.set('location', safeRedirectTarget(typeof next === 'string' ? next : undefined) ?? '/');
  return new Response(null, { status: 303, headers });
};
