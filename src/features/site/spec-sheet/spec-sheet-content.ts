// What a module's spec sheet says, in the visitor's language: its figures from the area table (the
// same views as the cards and the dialog), the technical features the home page states (the
// catalogue's 'Nossos módulos' texts), its span from the drawings' geometry, and the business's
// address and contact (the identity the staff edit). Plain values: the PDF writer only lays them out.
import { translate, type MessageKey } from '@/i18n/translate';
import { formatArea, formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import type { SiteConfig } from '@/server/site-config';
import { AREA_CELL_ORDER, areaHeadings, type ModuleView } from '@/features/site/modules';
import { moduleShape, type ModuleShape } from '@/features/site/plans';

export interface Line {
  label: string;
  value: string;
  /** Printed in bold (the total area). */
  strong?: boolean;
}

const line = (label: string, value: string): Line => ({ label, value });

export interface SpecSheetContent {
  locale: Locale;
  brand: string;
  fileName: string;
  /** 'Ficha técnica — Módulo 7' */
  title: string;
  /** 'Módulo 7 · Disponível' */
  subtitle: string;
  description: string;
  areasTitle: string;
  areas: Line[];
  featuresTitle: string;
  features: Line[];
  sitePlanCaption: string;
  floorPlanCaption: string;
  drawingNote: string;
  contactTitle: string;
  contact: Line[];
  shape: ModuleShape;
  /** The areas the floor plan writes ('1.490,62'). */
  storageArea: string;
  mezzanineArea: string;
}

export function specSheetContent(module: ModuleView, site: SiteConfig, locale: Locale): SpecSheetContent {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const headings = areaHeadings(locale);
  const shape = moduleShape(module);
  const { street, district, city, state, postalCode } = site.address;
  return {
    locale,
    brand: site.name,
    fileName: t('specSheet.fileName', { n: module.number }),
    title: t('specSheet.title', { n: module.number }),
    subtitle: `${module.label} · ${module.statusLabel}`,
    description: module.description,
    areasTitle: t('modules.areaTable.button'),
    areas: AREA_CELL_ORDER.map((key) => ({ label: headings[key], value: module.cells[key], strong: key === 'total' })),
    featuresTitle: t('specSheet.features'),
    features: [
      line(t('plans.label.span'), `${formatArea(shape.width, locale)} m`),
      line(t('specSheet.floorLoad'), `${t('landing.modules.badge')} ${t('landing.modules.badgeNote')}`),
      line(t('specSheet.fireSystem'), t('landing.modules.bullet.fire')),
    ],
    sitePlanCaption: t('specSheet.sitePlanCaption', { plan: t('plans.sitePlan.caption'), n: module.number }),
    floorPlanCaption: t('specSheet.floorPlanCaption', { plan: t('plans.floorPlan.caption'), n: module.number }),
    drawingNote: t('plans.note.units'),
    contactTitle: t('footer.contact'),
    contact: [
      line(
        t('footer.address'),
        `${street}, ${district}, ${city}/${state}, ${t('landing.location.postalCode')} ${postalCode}`,
      ),
      line(t('footer.phone'), formatPhone(site.phone)),
      line(t('landing.location.whatsapp'), formatPhone(site.whatsapp)),
      line(t('footer.email'), site.email),
    ],
    shape,
    storageArea: module.cells.storage,
    mezzanineArea: module.cells.mezzanine,
  };
}
