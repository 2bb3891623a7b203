// Props for the staff's pages of the modules' public content: the list (each module's total and
// monthly figure as visitors see them) and one module's form, every label in the page's language.
import { moduleViews } from '@/features/site/modules';
import { listModules } from '@/features/site/modules/modules.server';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { ModuleContent } from '@/features/site/modules/module-writes.server';
import { lastContentChange, listModuleContent } from './module-content.server';

export const MODULE_CONTENT_KEYS = [
  'adminSiteModules.title',
  'adminSiteModules.intro',
  'adminSiteModules.col.module',
  'adminSiteModules.col.status',
  'adminSiteModules.col.total',
  'adminSiteModules.col.monthly',
  'adminSiteModules.edit',
  'adminSiteModules.back',
  'adminSiteModules.descriptions',
  'adminSiteModules.descriptionsHint',
  'adminSiteModules.areas',
  'adminSiteModules.areasHint',
  'adminSiteModules.price',
  'adminSiteModules.priceHint',
  'adminSiteModules.field.descriptionPt',
  'adminSiteModules.field.descriptionEn',
  'adminSiteModules.field.storageArea',
  'adminSiteModules.field.mezzanineArea',
  'adminSiteModules.field.canopyArea',
  'adminSiteModules.field.gatehouseArea',
  'adminSiteModules.field.utilitiesArea',
  'adminSiteModules.field.docks',
  'adminSiteModules.field.ramps',
  'adminSiteModules.field.rent',
  'adminSiteModules.field.condoFee',
  'adminSiteModules.field.iptu',
  'adminSiteModules.save',
] as const satisfies readonly MessageKey[];

const editPath = (locale: Locale, n: number) => localizePath(locale, `/admin/site/modules/${n}`);

/** The list page: every module as visitors see its figures, with a link to its form. */
export async function moduleContentListProps(locale: Locale) {
  const { modules } = moduleViews(await listModules(), locale);
  return {
    labels: pick(locale, MODULE_CONTENT_KEYS),
    modules: modules.map((m) => ({
      number: m.number,
      label: m.label,
      status: m.status,
      statusLabel: m.statusLabel,
      total: `${m.cells.total} m²`,
      monthly: m.monthly,
      href: editPath(locale, m.number),
    })),
  };
}

/** A stored value as the form shows it: areas with the locale's decimal mark, centavos as reais. */
function formValues(content: ModuleContent, locale: Locale): Record<string, string> {
  const decimal = (v: string) => (locale === 'pt-BR' ? v.replace('.', ',') : v);
  const reais = (cents: number | null) =>
    cents === null ? '' : decimal((cents / 100).toFixed(2)).replace(/[.,]00$/, '');
  return {
    descriptionPt: content.descriptionPt,
    descriptionEn: content.descriptionEn,
    storageArea: decimal(content.storageArea),
    mezzanineArea: decimal(content.mezzanineArea),
    canopyArea: decimal(content.canopyArea),
    gatehouseArea: decimal(content.gatehouseArea),
    utilitiesArea: decimal(content.utilitiesArea),
    docks: String(content.docks),
    ramps: String(content.ramps),
    rentCents: reais(content.rentCents),
    condoFeeCents: reais(content.condoFeeCents),
    iptuCents: reais(content.iptuCents),
  };
}

/** One module's form, or null when there is no such module. */
export async function moduleContentProps(locale: Locale, number: number) {
  const module = (await listModuleContent()).find((m) => m.number === number);
  if (!module) return null;
  const change = await lastContentChange(number);
  return {
    labels: pick(locale, MODULE_CONTENT_KEYS),
    number,
    title: translate(locale, 'adminSiteModules.editTitle', { n: number }),
    backHref: localizePath(locale, '/admin/site/modules'),
    values: formValues(module, locale),
    version: String(module.version),
    lastChange: change
      ? translate(locale, 'adminSiteModules.lastChange', { who: change.who, when: formatDateTime(change.at, locale) })
      : translate(locale, 'adminSiteModules.neverChanged'),
  };
}

export type ModuleContentListProps = Awaited<ReturnType<typeof moduleContentListProps>>;
export type ModuleContentProps = NonNullable<Awaited<ReturnType<typeof moduleContentProps>>>;
