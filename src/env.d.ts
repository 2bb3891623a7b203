declare namespace App {
  /** Set once per request by the middleware (src/middleware.ts); pages and actions read them here. */
  interface Locals {
    /** The page's language, from its path (English under /en). */
    locale: import('./lib/i18n-types').Locale;
    /** The translator of that language (`t(key)`, `t.pick(keys)` for an island's strings). */
    t: import('./i18n/translate').Translate;
    /** The signed-in user, or null. */
    user: import('./server/auth').AuthSession['user'] | null;
    session: import('./server/auth').AuthSession['session'] | null;
    /** A message left by the previous request (a form that redirected here), shown once. */
    flash: import('./lib/flash').Flash | null;
    /** After a form post without JavaScript whose action failed: the values it sent (no secrets). */
    failedPost: import('./server/forms/failed-post').FailedPost | null;
  }
}
