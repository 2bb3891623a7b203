import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared look of text controls (input, textarea, select): `.field-control` in src/styles/components.css. */
export const controlClass = 'field-control';
/** An input's or a select's look at the height of a one-line control. */
export const fieldClass = cn(controlClass, 'h-11');

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, className)} {...props} />;
}
