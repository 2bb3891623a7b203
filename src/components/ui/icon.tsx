// An outline icon drawn by one path on a 24-unit grid, in the text's colour; decorative, so hidden
// from assistive technology (the control it sits in carries the name).
import type { ComponentProps } from 'react';

/** A cross: a dialog's or a toast's close button. */
export const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

export function Icon({ d, ...props }: { d: string } & Omit<ComponentProps<'svg'>, 'children'>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <path d={d} />
    </svg>
  );
}
