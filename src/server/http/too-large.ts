// The 413 answer, in the visitor's language and in the shape the caller reads: an HTML page for a
// form post without JavaScript, JSON for /api/*, an action error for an island's /_actions/* call.
// It is sent before Astro runs (no locals, no catalogue), so its few strings live here.
import type { Locale } from '@/lib/i18n-types';
import { localeOfPath } from '@/lib/paths';
import { isPagePath } from './body-limits';

const messages = {
  'pt-BR': {
    title: 'Envio grande demais',
    text: (size: string) => `O envio é grande demais (máximo ${size}).`,
    back: 'Voltar à página',
  },
  en: {
    title: 'Submission too large',
    text: (size: string) => `The submission is too large (${size} at most).`,
    back: 'Back to the page',
  },
} satisfies Record<Locale, unknown>;

export interface TooLargeAnswer {
  contentType: string;
  body: string;
}

/** '1 MB', '20 MB', '1,5 MB' (pt-BR): binary megabytes, as the limits are written. */
export function formatLimit(bytes: number, locale: Locale) {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}

function pathOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

/**
 * Pages say their language in the path; an island's action call and an API call do not, so the
 * page that made them (Referer) decides.
 */
export function localeOfRequest(pathname: string, referer: string | undefined): Locale {
  return localeOfPath(isPagePath(pathname) ? pathname : (pathOf(referer) ?? pathname));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(locale: Locale, message: string, backTo: string) {
  const m = messages[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${m.title}</title>
</head>
<body>
<main>
<h1>${m.title}</h1>
<p>${message}</p>
<p><a href="${escapeHtml(backTo)}">${m.back}</a></p>
</main>
</body>
</html>
`;
}

export function tooLargeAnswer(pathname: string, referer: string | undefined, limit: number): TooLargeAnswer {
  const locale = localeOfRequest(pathname, referer);
  const message = messages[locale].text(formatLimit(limit, locale));
  if (pathname.startsWith('/_actions/')) {
    // What Astro's serializeActionResult sends for an ActionError: the island's action call then
    // resolves to { error } with code CONTENT_TOO_LARGE instead of throwing on an unknown body.
    const error = { type: 'AstroActionError', code: 'CONTENT_TOO_LARGE', status: 413, message };
    return { contentType: 'application/json', body: JSON.stringify(error) };
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return { contentType: 'application/json', body: JSON.stringify({ code: 'CONTENT_TOO_LARGE', message }) };
  }
  // Back to the page the form was on; one leading slash, so the link never leaves the site.
  return {
    contentType: 'text/html; charset=utf-8',
    body: htmlPage(locale, message, `/${pathname.replace(/^\/+/, '')}`),
  };
}
