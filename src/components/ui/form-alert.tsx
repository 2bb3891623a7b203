// A form's message: an error (role alert) or its confirmation (role status). The error region
// stays mounted so screen readers announce each new message.
import type { ReactNode } from 'react';

export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" aria-live="assertive" className={message ? undefined : 'sr-only'}>
      {message && (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

export function FormSuccess({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <div role="status" className="grid gap-4 rounded-md border border-success/40 bg-success/10 p-4 text-sm">
      <div className="grid gap-1">
        {title && <p className="font-semibold text-foreground">{title}</p>}
        <p className="text-foreground/90">{text}</p>
      </div>
      {children}
    </div>
  );
}
