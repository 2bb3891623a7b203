// The location map (an island): a static preview until the visitor asks for the interactive
// OpenStreetMap embed, so nothing is requested from a third party before that click.
import { Info, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import type { ResponsiveImage } from '@/lib/responsive-image';

export interface LocationMapProps {
  preview: ResponsiveImage;
  embedUrl: string;
  labels: { previewAlt: string; load: string; note: string; title: string };
}

export function LocationMap({ preview, embedUrl, labels }: LocationMapProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  // The button disappears with the click: keep keyboard focus in the same place.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-muted shadow-xl shadow-brand/10 ring-1 ring-border">
        {loaded ? (
          <div ref={frame} tabIndex={-1} className="size-full focus:outline-none">
            <iframe src={embedUrl} title={labels.title} className="size-full border-0" data-map-frame />
          </div>
        ) : (
          <>
            <Picture
              image={preview}
              alt={labels.previewAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="block size-full"
              imgClassName="size-full object-cover"
            />
            <div className="absolute inset-0 flex items-end justify-center bg-brand/10 p-6">
              <button
                type="button"
                onClick={() => setLoaded(true)}
                className="inline-flex h-12 items-center gap-2 rounded-md bg-background px-6 font-semibold text-brand shadow-lg transition-colors hover:bg-muted"
              >
                <MapPin className="size-5 text-accent-strong" aria-hidden="true" />
                {labels.load}
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption className="mt-3 flex items-start gap-2 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {labels.note}
      </figcaption>
    </figure>
  );
}
