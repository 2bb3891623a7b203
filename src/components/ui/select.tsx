// A native <select> with the controls' look: it posts without JavaScript and opens the phone's own
// picker. Every form's choice goes through it (lint refuses a raw <select> outside this folder).
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './input';

export interface SelectOption {
  value: string | number;
  label: string;
}

// A height per place rather than a class to override: cn() does not merge conflicting classes.
const SIZES = {
  sm: 'h-9 text-sm',
  default: 'h-11',
  lg: 'h-12',
  xl: 'h-14 text-lg',
} as const;

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size' | 'children'> {
  options: readonly SelectOption[];
  /** A first option with no value that says what to choose and cannot be chosen ("Escolha…", "—"). */
  prompt?: string;
  /** A first option with no value that can be chosen ("Nenhum", "Todos"). */
  none?: string;
  size?: keyof typeof SIZES;
}

export function Select({ options, prompt, none, size = 'default', className, ...props }: SelectProps) {
  return (
    <select className={cn(controlClass, SIZES[size], className)} {...props}>
      {prompt !== undefined && (
        <option value="" disabled>
          {prompt}
        </option>
      )}
      {none !== undefined && <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
