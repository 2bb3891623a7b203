// The spec sheets' public surface for other features (the module cards and the module dialog):
// where a module's sheet is. The file is made in spec-sheet.server.ts.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

/** '/modulos/7/ficha-tecnica.pdf', or '/en/modulos/7/ficha-tecnica.pdf' (same slugs in English). */
export const specSheetPath = (locale: Locale, module: number) =>
  localizePath(locale, `/modulos/${module}/ficha-tecnica.pdf`);
