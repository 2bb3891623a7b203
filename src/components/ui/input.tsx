import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared look of text controls (input, textarea, select). */
export const controlClass =
  'w-full rounded-md border border-muted-foreground/70 bg-background px-3 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-foreground/70 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/40 disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/40 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />;
}
