// The drawings' words in the page's language, gathered on the server and passed down as props.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { siteConfig } from '@/server/site-config';
import type { ModuleView } from '@/features/site/modules';
import type { TitleBlockText } from './drawing-kit';
import type { SitePlanModule, SitePlanStrings } from './site-plan';

export const SHEET_COUNT = 4;

export function sitePlanStrings(locale: Locale): SitePlanStrings {
  const t = (key: MessageKey) => translate(locale, key);
  return {
    title: t('plans.sitePlan.caption'),
    description: t('plans.sitePlan.description'),
    highway: t('plans.label.highway'),
    gatehouse: t('plans.label.gatehouse'),
    parking: t('plans.label.parking'),
    yard: t('plans.label.yard'),
    entrance: t('plans.label.entrance'),
    north: t('plans.label.north'),
  };
}

export function sitePlanModules(modules: readonly ModuleView[]): SitePlanModule[] {
  return modules.map((m) => ({
    number: m.number,
    status: m.status,
    storageArea: m.storageArea,
    mezzanineArea: m.mezzanineArea,
    canopyArea: m.canopyArea,
    statusLabel: m.statusLabel,
    ariaLabel: m.ariaLabel,
  }));
}

/** Title block of sheet `sheet`; drawings with real proportions get a graphic scale, dimensioned
 *  ones a note on their units. */
export function titleBlockText(
  locale: Locale,
  title: string,
  sheet: number,
  options: { scale: 'graphic' | 'none'; dimensioned: boolean },
): TitleBlockText {
  const t = (key: MessageKey) => translate(locale, key);
  const scale = options.scale;
  return {
    brand: siteConfig().name,
    title,
    ...(options.dimensioned ? { note: t('plans.note.units') } : {}),
    scaleLabel: t('plans.titleBlock.scale'),
    scale: t(scale === 'graphic' ? 'plans.scale.graphic' : 'plans.scale.none'),
    sheetLabel: t('plans.titleBlock.sheet'),
    sheet: `${sheet}/${SHEET_COUNT}`,
  };
}
