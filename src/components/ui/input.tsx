import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared look of text controls (input, textarea, select): `.field-control` in src/styles/components.css. */
export const controlClass = 'field-control';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />;
}
