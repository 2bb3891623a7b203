// Island: the site plan with every module as a button that opens its figures. Server-rendered
// first as the static drawing; the modules become buttons once hydrated, never before.
import { useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { announceInterest, interestHref } from '@/lib/lead-interest';
import { buttonVariants } from '@/components/ui/button';
import type { AreaCells } from '@/features/modules/area-table';
import { AREA_CELL_ORDER, type AreaHeadings } from '@/features/modules/area-table-view';
import { StatusTag } from '@/features/modules/status-tag';
import { SitePlan, type SitePlanModule, type SitePlanStrings } from './site-plan';

export interface SitePlanIslandModule extends SitePlanModule {
  label: string;
  description: string;
  cells: AreaCells;
}

interface SitePlanIslandProps {
  modules: SitePlanIslandModule[];
  strings: SitePlanStrings;
  headings: AreaHeadings;
  text: { close: string; interest: string; leasedNote: string; reservedNote: string };
  /** '/' or '/en': where the no-JS 'Tenho interesse' link points. */
  basePath: string;
}

const subscribeNothing = () => () => {};

export function SitePlanIsland({ modules, strings, headings, text, basePath }: SitePlanIslandProps) {
  // false in the server render and during hydration, true once React runs in the browser.
  const hydrated = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog does not go blank while it closes.
  const [selected, setSelected] = useState<SitePlanIslandModule | null>(null);
  const opener = useRef<SVGGElement | null>(null);
  const interest = useRef<number | null>(null);

  const select = (number: number, element: SVGGElement) => {
    opener.current = element;
    const module = modules.find((m) => m.number === number);
    if (!module) return;
    setSelected(module);
    setOpen(true);
  };
  const onInterest = (event: MouseEvent<HTMLAnchorElement>, number: number) => {
    event.preventDefault();
    interest.current = number;
    setOpen(false);
  };

  return (
    <>
      <SitePlan modules={modules} strings={strings} idPrefix="site-plan-live" onSelect={hydrated ? select : undefined} />
      <Dialog open={open} onOpenChange={setOpen}>
        {selected && (
          <DialogContent
            closeLabel={text.close}
            size="sm"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const module = interest.current;
              interest.current = null;
              // Leaving for the form: scroll there once the dialog has let go of the page.
              if (module !== null) requestAnimationFrame(() => announceInterest(module));
              else opener.current?.focus();
            }}
          >
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-3">
                <DialogTitle>{selected.label}</DialogTitle>
                <StatusTag status={selected.status} label={selected.statusLabel} />
              </div>
              <DialogDescription>{selected.description}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <dl className="divide-y divide-border text-sm tabular-nums" data-module-figures={selected.number}>
                {AREA_CELL_ORDER.map((key) => (
                  <div key={key} className={`flex justify-between gap-4 py-2 ${key === 'total' ? 'font-bold' : ''}`}>
                    <dt className={key === 'total' ? '' : 'text-muted-foreground'}>{headings[key]}</dt>
                    <dd>{selected.cells[key]}</dd>
                  </div>
                ))}
              </dl>
            </DialogBody>
            <DialogFooter className="items-center justify-between">
              {selected.status === 'available' ? (
                <a
                  href={interestHref(basePath, selected.number)}
                  onClick={(event) => onInterest(event, selected.number)}
                  className={buttonVariants({ variant: 'accent' })}
                >
                  {text.interest}
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">{selected.status === 'reserved' ? text.reservedNote : text.leasedNote}</p>
              )}
            </DialogFooter>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
