// The signed-in user and session on Astro.locals (null for visitors), with Better Auth's renewed
// or cleared cookie passed back to the browser.
import { defineMiddleware } from 'astro:middleware';
import { AUTH_BASE_PATH, getAuth } from '@/server/auth';

// Better Auth's cookie, with or without the __Secure- prefix used over https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export const sessionMiddleware = defineMiddleware(async (context, next) => {
  // A rewrite (the 403 page) runs the middleware again: the session is already known.
  if (context.locals.user !== undefined) return next();
  context.locals.user = null;
  context.locals.session = null;
  if (context.isPrerendered || context.url.pathname.startsWith(AUTH_BASE_PATH)) return next();

  let refreshedCookies: string[] = [];
  if (SESSION_COOKIE.test(context.request.headers.get('cookie') ?? '')) {
    const { headers, response } = await getAuth().api.getSession({
      headers: context.request.headers,
      returnHeaders: true,
    });
    if (response) {
      context.locals.user = response.user;
      context.locals.session = response.session;
    }
    // A session in use is renewed (updateAge): the renewed or cleared cookie goes back to the browser.
    refreshedCookies = headers.getSetCookie();
  }
  const result = await next();
  for (const cookie of refreshedCookies) result.headers.append('set-cookie', cookie);
  return result;
});
