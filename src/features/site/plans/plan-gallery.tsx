// The four plans of the condominium as figures, drawn from the module data on the server (no JS):
// the 'Plantas do Condomínio' page (/plantas) and its fragment, which the home page's dialog loads.
import type { ReactNode } from 'react';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { areaHeadings, moduleViews } from '@/features/site/modules';
import type { ModuleRow } from '@/features/site/modules/modules.server';
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
  caption: MessageKey;
  description: MessageKey;
  /** Sheets wider than a phone scroll sideways instead of shrinking their text away. */
  wide: boolean;
  drawing: ReactNode;
}

export function PlanGallery({ locale, modules }: PlanGalleryProps) {
  const t = (key: MessageKey) => translate(locale, key);
  const { modules: views } = moduleViews(modules, locale);
  const typical = typicalModule(views);
  const shape = moduleShape(typical);
  const sheet = (caption: MessageKey, n: number) =>
    titleBlockText(locale, t(caption), n, { scale: 'graphic', dimensioned: n > 1 });

  const figures: PlanFigure[] = [
    {
      id: 'implantacao',
      caption: 'plans.sitePlan.caption',
      description: 'plans.sitePlan.description',
      wide: false,
      drawing: (
        <SitePlan
          modules={sitePlanModules(views)}
          strings={sitePlanStrings(locale)}
          idPrefix="plan-site"
          titleBlock={sheet('plans.sitePlan.caption', 1)}
        />
      ),
    },
    {
      id: 'planta-baixa',
      caption: 'plans.floorPlan.caption',
      description: 'plans.floorPlan.description',
      wide: true,
      drawing: (
        <ModuleFloorPlan
          locale={locale}
          shape={shape}
          row={{ label: typical.label, cells: typical.cells }}
          headings={areaHeadings(locale)}
          scheduleTitle={`${t('modules.areaTable.button')} — ${typical.label}`}
          titleBlock={sheet('plans.floorPlan.caption', 2)}
          idPrefix="plan-floor"
        />
      ),
    },
    {
      id: 'cortes-fachadas',
      caption: 'plans.sections.caption',
      description: 'plans.sections.description',
      wide: true,
      drawing: (
        <SectionsElevations
          locale={locale}
          shape={shape}
          titleBlock={sheet('plans.sections.caption', 3)}
          idPrefix="plan-sections"
        />
      ),
    },
    {
      id: 'planta-terreo',
      caption: 'plans.groundFloor.caption',
      description: 'plans.groundFloor.description',
      wide: true,
      drawing: (
        <GroundFloorPlan
          locale={locale}
          shape={shape}
          titleBlock={sheet('plans.groundFloor.caption', 4)}
          idPrefix="plan-ground"
        />
      ),
    },
  ];

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10" data-plan-gallery>
      {figures.map((figure) => (
        <figure key={figure.id} id={`planta-${figure.id}`} data-plan={figure.id} className="min-w-0">
          <div
            role="region"
            aria-label={t(figure.caption)}
            tabIndex={0}
            className={`overflow-x-auto rounded-lg border border-border bg-white ${figure.wide ? '' : 'mx-auto max-w-md'}`}
          >
            <div className={figure.wide ? 'min-w-[44rem]' : ''}>{figure.drawing}</div>
          </div>
          <figcaption className="mt-3 text-sm">
            <span className="block text-base font-semibold text-brand">{t(figure.caption)}</span>
            <span className="text-muted-foreground">{t(figure.description)}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
