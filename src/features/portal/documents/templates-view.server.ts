// Props for the Templates section: the catalogue (src/features/portal/document-templates) in the page's language.
import { TEMPLATES, templateDownloadPath } from '@/features/portal/document-templates';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';

const TEMPLATE_KEYS = [
  'documents.templates.col.id',
  'documents.templates.col.name',
  'documents.templates.col.type',
  'documents.templates.col.category',
  'documents.templates.col.format',
  'documents.templates.download',
] as const satisfies readonly MessageKey[];

export function templatesProps(locale: Locale) {
  return {
    labels: pick(locale, TEMPLATE_KEYS),
    rows: TEMPLATES.map((template) => {
      const name = translate(locale, template.name);
      return {
        id: template.id,
        name,
        type: template.type,
        category: translate(locale, template.category),
        format: translate(locale, `templates.format.${template.format}`),
        href: templateDownloadPath(template.id, locale),
        downloadLabel: translate(locale, 'documents.templates.downloadNamed', { name }),
      };
    }),
  };
}

export type TemplatesProps = ReturnType<typeof templatesProps>;
