// GET /api/document-templates/[file]: a blank template for download. Public (a blank form holds
// nothing private); `?lang=en|pt-BR` picks the language (default pt-BR). An unknown template or
// language is a plain-text 404, never a 500.
import { translate } from '@/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { contentDisposition } from '@/server/http/content-disposition';
import { templateFile } from './template-file.server';
import { isTemplateId } from './templates';

const notFound = (locale: Locale) =>
  new Response(translate(locale, 'templates.error.notFound'), {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

export async function templateResponse(
  file: string | undefined,
  url: URL,
  requestLocale: Locale = defaultLocale,
): Promise<Response> {
  const lang = url.searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) return notFound(requestLocale);
  const locale = lang ?? defaultLocale;
  if (!isTemplateId(file)) return notFound(locale);
  const { bytes, filename, contentType } = await templateFile(file, locale);
  // Both writers return bytes over a plain ArrayBuffer (never a shared one).
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition('attachment', filename),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
