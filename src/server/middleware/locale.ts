// The request's language and translator on Astro.locals, once: pages, layouts, components and
// actions read them there instead of looking at the path themselves.
import { defineMiddleware } from 'astro:middleware';
import { useTranslations } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localeOfPath } from '@/lib/paths';

/** An action called by an island (/_actions/name) speaks the language of the page it was called from. */
function localeOfRequest(url: URL, referer: string | null): Locale {
  if (url.pathname.startsWith('/_actions/') && referer) {
    try {
      const from = new URL(referer);
      if (from.host === url.host) return localeOfPath(from.pathname);
    } catch {
      // Not a URL: the default language.
    }
  }
  return localeOfPath(url.pathname);
}

export const localeMiddleware = defineMiddleware((context, next) => {
  // A rewrite (the 403 page) runs the middleware again with the new path: keep the visitor's.
  if (!context.locals.t) {
    context.locals.locale = localeOfRequest(context.url, context.request.headers.get('referer'));
    context.locals.t = useTranslations(context.locals.locale);
  }
  return next();
});
