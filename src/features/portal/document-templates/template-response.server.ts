// GET /api/document-templates/[file]: a blank template for download. Public (a blank form holds
// nothing private, so caches may keep it a day); `?lang=en|pt-BR` picks the language (default
// pt-BR). An unknown template or language is a plain-text 404, never a 500.
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { fileResponse } from '@/server/http/file-response';
import { queryText } from '@/server/lists';
import { answerRefusals, refuse } from '@/server/refusal';
import { templateFile } from './template-file.server';
import { isTemplateId } from './templates';

const notFound = () => refuse('NOT_FOUND', 'templates.error.notFound');

export async function templateResponse(
  file: string | undefined,
  url: URL,
  requestLocale: Locale = defaultLocale,
): Promise<Response> {
  const lang = queryText(url.searchParams, 'lang');
  // A language it does not know is answered in the page's; an unknown template in the one asked for.
  if (lang !== undefined && !isLocale(lang)) return answerRefusals(requestLocale, notFound);
  const locale = lang ?? defaultLocale;
  return answerRefusals(locale, async () => {
    if (!isTemplateId(file)) return notFound();
    const { bytes, filename, contentType } = await templateFile(file, locale);
    // Both writers return bytes over a plain ArrayBuffer (never a shared one).
    return fileResponse(bytes as Uint8Array<ArrayBuffer>, {
      fileName: filename,
      contentType,
      cacheControl: 'public, max-age=86400',
    });
  });
}
