// Each template's file in a language, built on first request and then kept: the bytes depend only
// on the template, the language and the site's brand (fixed dates), so every later request reuses them.
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { commercialInvoiceXlsx } from './commercial-invoice.server';
import { PDF_FORMS } from './pdf-form-definitions';
import { renderPdfForm } from './pdf-form.server';
import { templateBrand } from './template-brand.server';
import { findTemplate, type TemplateFormat, type TemplateId } from './templates';

export interface TemplateFile {
  bytes: Uint8Array;
  /** e.g. 'TPL-001-fatura-comercial.xlsx' (pt-BR) or 'TPL-001-commercial-invoice.xlsx' (en). */
  filename: string;
  contentType: string;
}

export const CONTENT_TYPES: Record<TemplateFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function build(id: TemplateId, locale: Locale): Promise<TemplateFile> {
  const { type, format } = findTemplate(id);
  const brand = templateBrand();
  const bytes =
    type === 'invoice'
      ? await commercialInvoiceXlsx(locale, brand)
      : await renderPdfForm(PDF_FORMS[type], { id, locale, brand });
  return {
    bytes,
    filename: `${id}-${translate(locale, `templates.file.${type}`)}.${format}`,
    contentType: CONTENT_TYPES[format],
  };
}

const cache = new Map<string, Promise<TemplateFile>>();

/** The template's file in `locale`. Callers share the bytes: read them, never change them. */
export function templateFile(id: TemplateId, locale: Locale): Promise<TemplateFile> {
  const key = `${id}:${locale}`;
  let file = cache.get(key);
  if (!file) {
    file = build(id, locale);
    // A failed build is not kept: the next request tries again.
    file.catch(() => cache.delete(key));
    cache.set(key, file);
  }
  return file;
}
