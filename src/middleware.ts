// Request middleware, in order. Astro's origin check (security.checkOrigin) runs before all of it.
// 1. the page's language and translator   2. the signed-in user
// 3. area guards, and answers to a guard that refused while a page ran
// 4. the flash message left by the previous request   5. forms posted without JavaScript
import { sequence } from 'astro:middleware';
import { flashMiddleware } from '@/server/flash';
import { formPostMiddleware } from '@/server/forms/form-post';
import { guardMiddleware } from '@/server/guards';
import { localeMiddleware } from '@/server/middleware/locale';
import { sessionMiddleware } from '@/server/middleware/session';

export const onRequest = sequence(
  localeMiddleware,
  sessionMiddleware,
  guardMiddleware,
  flashMiddleware,
  formPostMiddleware,
);
