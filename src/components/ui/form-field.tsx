// One labelled form control, with its message wired for assistive technology.
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Label } from '@/components/ui/label';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(opcional)". */
  optionalLabel?: string;
  error?: string;
  /** A line under the control saying what it takes. */
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ id, label, required, optionalLabel, error, hint, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `grid content-start gap-1.5 ${className}` : 'grid content-start gap-1.5'}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' *'}
          </span>
        ) : (
          optionalLabel && <span className="font-normal text-muted-foreground"> {optionalLabel}</span>
        )}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <Icon
            d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v4M12 16h.01"
            className="mt-0.5 size-4 shrink-0"
            strokeLinecap="round"
          />
          {error}
        </p>
      )}
    </div>
  );
}
