// GET /modulos/[numero]/ficha-tecnica.pdf (and /en/…): a module's spec sheet. Public and the same
// for every visitor, so it is marked shareable (the page cache keeps it per content version: a
// change to the modules or the identity makes a new one) and browsers may keep it five minutes.
// An unknown module or a number that is not one is a plain-text 404, never a 500; HEAD checks the
// module and answers the headers alone, without drawing the file.
import type { Locale } from '@/lib/i18n-types';
import { moduleNumberParam } from '@/lib/module-number';
import { fileResponse, type FileOptions } from '@/server/http/file-response';
import { wantsHeadersOnly } from '@/server/http/head-request';
import { SHARED_PAGE_HEADER } from '@/server/http/shared-page';
import { answerRefusals, refuse } from '@/server/refusal';
import { translate } from '@/i18n/translate';
import { hasSpecSheet, moduleSpecSheetPdf } from './spec-sheet.server';

const notFound = () => refuse('NOT_FOUND', 'landing.areasPage.moduleNotFound');

export function specSheetResponse(param: string | undefined, request: Request, locale: Locale): Promise<Response> {
  return answerRefusals(locale, async () => {
    const number = moduleNumberParam(param);
    if (number === null) return notFound();
    const options = (fileName: string): FileOptions => ({
      fileName,
      contentType: 'application/pdf',
      disposition: 'inline',
      cacheControl: 'public, max-age=300',
      headers: { [SHARED_PAGE_HEADER]: '1' },
    });
    if (wantsHeadersOnly(request)) {
      if (!(await hasSpecSheet(number))) return notFound();
      return fileResponse(null, options(translate(locale, 'specSheet.fileName', { n: number })));
    }
    const file = await moduleSpecSheetPdf(number, locale);
    if (!file) return notFound();
    return fileResponse(new Uint8Array(file.bytes), options(file.fileName));
  });
}
