// 'Disponível' / 'Alugado' tag: colour, an icon and the word, so colour is never the only signal.
import type { ModuleStatus } from './area-table';

export function StatusTag({ status, label }: { status: ModuleStatus; label: string }) {
  const available = status === 'available';
  return (
    <span
      data-status-tag={status}
      className={
        available
          ? 'inline-flex items-center gap-1.5 rounded-full bg-[oklch(0.93_0.06_150)] px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-[oklch(0.36_0.1_150)] ring-1 ring-[oklch(0.52_0.14_150)]/40'
          : 'inline-flex items-center gap-1.5 rounded-full bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_4px,var(--color-border)_4px_6px)] px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-foreground/80 ring-1 ring-foreground/20'
      }
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
        {available ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />}
      </svg>
      {label}
    </span>
  );
}
