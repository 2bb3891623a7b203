// The four plans of the condominium as figures, drawn from the module data on the server (no JS):
// the 'Plantas do Condomínio' page (/plantas) and its fragment, which the home page's dialog loads.
import type { ReactNode } from 'react';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { areaHeadings, moduleViews } from '@/features/site/modules';
import type { ModuleRow } from '@/features/site/modules/modules.server';
import type { TitleBlockText } from './drawing-kit';
import { GroundFloorPlan } from './ground-floor-plan';
import { ModuleFloorPlan } from './module-floor-plan';
import { moduleShape, typicalModule } from './module-geometry';
import { sitePlanModules, sitePlanStrings, titleBlockText } from './plans.server';
import { SectionsElevations } from './sections-elevations';
import { SitePlan } from './site-plan';

interface PlanGalleryProps {
  locale: Locale;
  /** The modules as listModules() returns them. */
  modules: readonly ModuleRow[];
}

interface PlanFigure {
  id: string;
  /** Where its caption and description are: `<texts>.caption` and `<texts>.description`. */
  texts: 'plans.sitePlan' | 'plans.floorPlan' | 'plans.sections' | 'plans.groundFloor';
  drawing: (titleBlock: TitleBlockText) => ReactNode;
}

export function PlanGallery({ locale, modules }: PlanGalleryProps) {
  const t = (key: MessageKey) => translate(locale, key);
  const { modules: views } = moduleViews(modules, locale);
  const typical = typicalModule(views);
  const shape = moduleShape(typical);
  const moduleSheet =
    (Drawing: typeof SectionsElevations | typeof GroundFloorPlan, idPrefix: string) => (titleBlock: TitleBlockText) => (
      <Drawing locale={locale} shape={shape} titleBlock={titleBlock} idPrefix={idPrefix} />
    );

  // Sheet 1, the site plan, fits a phone; the module's sheets are wider and scroll sideways instead
  // of shrinking their text away.
  const figures: PlanFigure[] = [
    {
      id: 'implantacao',
      texts: 'plans.sitePlan',
      drawing: (titleBlock) => (
        <SitePlan
          modules={sitePlanModules(views)}
          strings={sitePlanStrings(locale)}
          idPrefix="plan-site"
          titleBlock={titleBlock}
        />
      ),
    },
    {
      id: 'planta-baixa',
      texts: 'plans.floorPlan',
      drawing: (titleBlock) => (
        <ModuleFloorPlan
          locale={locale}
          shape={shape}
          row={{ label: typical.label, cells: typical.cells }}
          headings={areaHeadings(locale)}
          scheduleTitle={`${t('modules.areaTable.button')} — ${typical.label}`}
          titleBlock={titleBlock}
          idPrefix="plan-floor"
        />
      ),
    },
    { id: 'cortes-fachadas', texts: 'plans.sections', drawing: moduleSheet(SectionsElevations, 'plan-sections') },
    { id: 'planta-terreo', texts: 'plans.groundFloor', drawing: moduleSheet(GroundFloorPlan, 'plan-ground') },
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10" data-plan-gallery>
      {figures.map((figure, i) => {
        const sheet = i + 1;
        const wide = sheet > 1;
        const caption = t(`${figure.texts}.caption`);
        const titleBlock = titleBlockText(locale, caption, sheet, { scale: 'graphic', dimensioned: sheet > 1 });
        return (
          <figure key={figure.id} id={`planta-${figure.id}`} data-plan={figure.id} className="min-w-0">
            <div
              role="region"
              aria-label={caption}
              tabIndex={0}
              className={`overflow-x-auto rounded-lg border border-border bg-white ${wide ? '' : 'mx-auto max-w-md'}`}
            >
              <div className={wide ? 'min-w-[44rem]' : ''}>{figure.drawing(titleBlock)}</div>
            </div>
            <figcaption className="mt-3 text-sm">
              <span className="block text-base font-semibold text-brand">{caption}</span>
              <span className="text-muted-foreground">{t(`${figure.texts}.description`)}</span>
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
