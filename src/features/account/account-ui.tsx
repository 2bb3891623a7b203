// Small pieces shared by the account forms: the error alert, the success panel, the submit button
// and the inline links.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function FormAlert({ message }: { message?: string }) {
  // The region stays mounted so screen readers announce each new message.
  return (
    <div role="alert" aria-live="assertive" className={message ? undefined : 'sr-only'}>
      {message && (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">{message}</p>
      )}
    </div>
  );
}

export function SuccessPanel({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
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

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'w-full')}>
      {busy ? busyLabel : label}
    </button>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand underline-offset-4 hover:underline">
      {children}
    </a>
  );
}

/** 'Already have an account? Login' under a form. */
export function SwitchLine({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {text} <TextLink href={href}>{link}</TextLink>
    </p>
  );
}

/** The hidden fields an account form posts with. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
