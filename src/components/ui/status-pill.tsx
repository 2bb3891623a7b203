// The pill every status badge draws (shipments, charges, documents, support requests): each
// feature's badge picks the colours for its states; `data-*` props mark it for tests and styles.
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** The colours of a pill: background, text and ring. */
export const PILL_TONES = {
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  grey: 'bg-gray-100 text-gray-800 ring-gray-300',
} as const;

export type PillTone = keyof typeof PILL_TONES;

type DataAttributes = { [key: `data-${string}`]: string };

export function StatusPill({
  tone,
  label,
  className,
  ...rest
}: { tone: PillTone; label: string } & DataAttributes & Pick<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return (
    <span
      {...rest}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        PILL_TONES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
