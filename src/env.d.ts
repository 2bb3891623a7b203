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
    /** The signed-in person's tenancy (their tenant, role and modules today), or null: read on the
     * first call, once per request. Pages and actions ask requireTenant (src/server/guards.ts). */
    tenancy: () => Promise<import('./lib/statuses/tenancy').Tenancy | null>;
    /** The message of the guard's refusal the 403 page answers, when it said why. */
    forbiddenBecause?: import('./i18n/translate').MessageKey;
    /** A message left by the previous request (a form that redirected here), shown once. */
    flash: import('./lib/flash').Flash | null;
    /** After a form post without JavaScript whose action failed: the values it sent (no secrets). */
    failedPost: import('./server/forms/failed-post').FailedPost | null;
  }
}
