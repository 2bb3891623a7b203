// Request middleware, in order. Astro's origin check (security.checkOrigin) runs before all of it.
// 1. the route, for the request's log line and metrics   2. the site's identity (siteConfig)
// 3. the page's language and translator   4. the signed-in user, and their tenancy (read when asked)
// 5. area guards, and answers to a guard that refused while a page ran
// 6. the flash message left by the previous request   7. forms posted without JavaScript
import { sequence } from 'astro:middleware';
import { tenancyMiddleware } from '@/features/tenancy/leases/tenancy.server';
import { flashMiddleware } from '@/server/flash';
import { formPostMiddleware } from '@/server/forms/form-post';
import { guardMiddleware } from '@/server/guards';
import { localeMiddleware } from '@/server/middleware/locale';
import { requestRouteMiddleware } from '@/server/middleware/request-route';
import { siteIdentityMiddleware } from '@/server/middleware/site-identity';
import { sessionMiddleware } from '@/server/middleware/session';

export const onRequest = sequence(
  requestRouteMiddleware,
  siteIdentityMiddleware,
  localeMiddleware,
  sessionMiddleware,
  tenancyMiddleware,
  guardMiddleware,
  flashMiddleware,
  formPostMiddleware,
);
