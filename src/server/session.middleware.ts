// Session -> Astro.locals (user, session), then the route guards (route-guard.ts). Runs after the
// lead form's redirect; pages and actions read the signed-in user from locals.
import { defineMiddleware } from 'astro:middleware';
import { AUTH_BASE_PATH, getAuth } from './auth';
import { decideAccess } from './route-guard';

// Better Auth's cookie, with or without the __Secure- prefix used over https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export const sessionMiddleware = defineMiddleware(async (context, next) => {
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

  const decision = decideAccess(context.url, context.locals.user);
  let result: Response;
  if (decision.action === 'redirect') result = context.redirect(decision.location, 302);
  else if (decision.action === 'forbidden') result = await context.rewrite('/403');
  else result = await next();
  for (const cookie of refreshedCookies) result.headers.append('set-cookie', cookie);
  return result;
});
