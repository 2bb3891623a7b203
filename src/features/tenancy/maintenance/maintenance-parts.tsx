// What the tenant's and the staff's pages of a request share: the status pill, the overdue mark,
// the photos and the history.
import { TitledSection } from '@/components/titled-section';
import { StatusPill, type PillTone } from '@/components/ui/status-pill';
import type { MaintenanceStatus } from '@/lib/statuses/maintenance';
import type { MaintenanceEventView } from './maintenance-request-view.server';

// Open amber (the staff owe an answer), scheduled and in progress blue, done green, refused grey.
const TONES: Record<MaintenanceStatus, PillTone> = {
  open: 'amber',
  scheduled: 'blue',
  in_progress: 'blue',
  done: 'green',
  refused: 'grey',
};

export function MaintenanceBadge({ status, label }: { status: MaintenanceStatus; label: string }) {
  return <StatusPill tone={TONES[status]} label={label} data-status={status} />;
}

/** Red, with words: colour is never the only signal. */
export function OverdueMark({ label }: { label: string }) {
  return <StatusPill tone="red" label={label} data-overdue="true" />;
}

export function Photos({
  title,
  openLabel,
  photos,
}: {
  title: string;
  openLabel: string;
  photos: { id: string; src: string; alt: string; width: number; height: number }[];
}) {
  if (photos.length === 0) return null;
  return (
    <TitledSection id="photos" title={title}>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((p) => (
          <li key={p.id}>
            <a href={p.src} className="block" aria-label={`${openLabel}: ${p.alt}`}>
              <img
                src={p.src}
                alt={p.alt}
                width={p.width}
                height={p.height}
                loading="lazy"
                className="aspect-square w-full rounded-md border object-cover"
                data-photo={p.id}
              />
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export function History({
  title,
  events,
  staffNoteLabel,
}: {
  title: string;
  events: MaintenanceEventView[];
  staffNoteLabel?: string;
}) {
  return (
    <TitledSection id="history" title={title}>
      <ol className="mt-3 grid gap-3">
        {events.map((e) => (
          <li
            key={e.id}
            className={e.public ? 'rounded-lg border p-4' : 'rounded-lg border border-dashed bg-muted/40 p-4'}
            data-event={e.public ? 'public' : 'staff'}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold">
                {e.what}
                {!e.public && staffNoteLabel && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">({staffNoteLabel})</span>
                )}
              </span>
              <time dateTime={e.iso} className="text-muted-foreground tabular-nums">
                {[e.who, e.when].filter(Boolean).join(' · ')}
              </time>
            </div>
            {e.note && <p className="mt-2 break-words whitespace-pre-wrap">{e.note}</p>}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
