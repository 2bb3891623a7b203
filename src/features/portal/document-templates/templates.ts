// The document templates the portal offers (spec §2, Documents view → Templates). Static: each is a
// blank file the project generates in either language (template-file.server.ts). Safe for islands.
import type { MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';

export const TEMPLATE_IDS = ['TPL-001', 'TPL-002', 'TPL-003', 'TPL-004', 'TPL-005'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export type TemplateType = 'invoice' | 'bl' | 'awb' | 'customs' | 'dangerous';
export type TemplateFormat = 'xlsx' | 'pdf';

export interface DocumentTemplate {
  id: TemplateId;
  type: TemplateType;
  name: MessageKey;
  category: MessageKey;
  /** What the customer gets: an editable spreadsheet or a fillable PDF (label: `templates.format.<format>`). */
  format: TemplateFormat;
}

export const TEMPLATES: readonly DocumentTemplate[] = [
  {
    id: 'TPL-001',
    type: 'invoice',
    name: 'templates.name.invoice',
    category: 'templates.category.international',
    format: 'xlsx',
  },
  { id: 'TPL-002', type: 'bl', name: 'templates.name.bl', category: 'templates.category.seaFreight', format: 'pdf' },
  { id: 'TPL-003', type: 'awb', name: 'templates.name.awb', category: 'templates.category.airFreight', format: 'pdf' },
  {
    id: 'TPL-004',
    type: 'customs',
    name: 'templates.name.customs',
    category: 'templates.category.customs',
    format: 'pdf',
  },
  {
    id: 'TPL-005',
    type: 'dangerous',
    name: 'templates.name.dangerous',
    category: 'templates.category.compliance',
    format: 'pdf',
  },
];

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === 'string' && (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function findTemplate(id: TemplateId): DocumentTemplate {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`unknown template ${id}`);
  return template;
}

/** Where a template is downloaded from (GET /api/document-templates/[file]). */
export function templateDownloadPath(id: TemplateId, locale: Locale): string {
  return `/api/document-templates/${id}?lang=${locale}`;
}
