// Better Auth's browser cookies, for signing out even when the server could not end the session.
import type { AstroCookies } from 'astro';
import { config } from '@/server/config';

const COOKIES = ['session_token', 'session_data', 'dont_remember'];

export function clearSessionCookies(cookies: AstroCookies) {
  const secure = config().secureCookies;
  const prefix = secure ? '__Secure-better-auth.' : 'better-auth.';
  for (const name of COOKIES)
    cookies.delete(`${prefix}${name}`, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
