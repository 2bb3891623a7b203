// The slot's preview with its focal point marked. With JavaScript, a click on the preview moves the
// point and fills the form's two percentage fields (which work alone without it); typing in them
// moves the marker.
import { useEffect, useState } from 'react';
import { Picture } from '@/components/picture';
import type { ResponsiveImage } from '@/lib/responsive-image';

interface Props {
  image: ResponsiveImage;
  alt: string;
  x: number;
  y: number;
  /** The ids of the form's number inputs for x and y; none: the slot has no focal point. */
  inputs?: { x: string; y: string };
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

export function FocalPointPicker({ image, alt, x: initialX, y: initialY, inputs }: Props) {
  const [point, setPoint] = useState({ x: initialX, y: initialY });
  useEffect(() => {
    if (!inputs) return;
    const fields = [
      document.getElementById(inputs.x),
      document.getElementById(inputs.y),
    ] as (HTMLInputElement | null)[];
    const follow = () => {
      const [x, y] = fields.map((field) => Number(field?.value));
      if (Number.isFinite(x) && Number.isFinite(y)) setPoint({ x: clamp(x ?? 50), y: clamp(y ?? 50) });
    };
    fields.forEach((field) => field?.addEventListener('input', follow));
    return () => fields.forEach((field) => field?.removeEventListener('input', follow));
  }, [inputs]);

  const choose = (event: React.MouseEvent<HTMLDivElement>) => {
    if (!inputs) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = {
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    };
    setPoint(next);
    for (const [id, value] of [
      [inputs.x, next.x],
      [inputs.y, next.y],
    ] as const) {
      const field = document.getElementById(id) as HTMLInputElement | null;
      if (field) field.value = String(value);
    }
  };

  return (
    // A pointer shortcut for the two fields below it, which keyboards and screen readers use.
    <div className={inputs ? 'relative cursor-crosshair' : 'relative'} onClick={choose} data-focal-preview>
      <Picture
        image={{ ...image, position: undefined }}
        alt={alt}
        sizes="(min-width: 1024px) 640px, 100vw"
        loading="eager"
        className="block"
        imgClassName="h-auto w-full"
      />
      {inputs && (
        <span
          aria-hidden="true"
          data-focal-marker
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent/70 shadow-[0_0_0_2px_rgba(0,0,0,0.5)]"
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
        />
      )}
    </div>
  );
}
