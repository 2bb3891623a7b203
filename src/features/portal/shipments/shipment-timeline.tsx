// A shipment's events, newest first: status, time, place and note (the customer's page, the
// public tracking page, which passes no notes, and the staff's page, which adds who did it).
import { ShipmentBadge } from '@/components/status-badges';
import type { TimelineEntry } from './shipment-detail.server';

interface TimelineLabels {
  place: string;
  note: string;
  empty: string;
  /** The staff's view: 'By' and the word for a change nobody signed (the system, a deleted account). */
  by?: { label: string; unknown: string };
}

export function ShipmentTimeline({ entries, labels }: { entries: TimelineEntry[]; labels: TimelineLabels }) {
  if (entries.length === 0) return <p className="mt-4 text-muted-foreground">{labels.empty}</p>;
  return (
    <ol className="mt-4 grid gap-0 border-l-2 border-border pl-5" data-testid="timeline">
      {entries.map((e, i) => (
        <li key={e.id} data-event-status={e.status} className="relative pb-5 last:pb-0">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.72rem] size-3 rounded-full ring-4 ring-background ${i === 0 ? 'bg-accent' : 'bg-border'}`}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ShipmentBadge status={e.status} label={e.statusLabel} />
            <time dateTime={e.iso} className="text-sm text-muted-foreground tabular-nums">
              {e.when}
            </time>
          </div>
          {(e.place || e.note || labels.by) && (
            <dl className="mt-2 grid gap-1 text-sm">
              {e.place && (
                <div className="flex gap-2">
                  <dt className="font-semibold">{labels.place}:</dt>
                  <dd>{e.place}</dd>
                </div>
              )}
              {e.note && (
                <div className="flex gap-2">
                  <dt className="font-semibold">{labels.note}:</dt>
                  <dd className="break-words whitespace-pre-line">{e.note}</dd>
                </div>
              )}
              {labels.by && (
                <div className="flex gap-2 text-muted-foreground">
                  <dt>{labels.by.label}:</dt>
                  <dd>{e.actor ?? labels.by.unknown}</dd>
                </div>
              )}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
