// 'Disponível' / 'Reservado' / 'Alugado' tag: colour, an icon and the word, so colour is never the only signal.
import type { ModuleStatus } from './area-table';

const BASE = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide';

const LOOK: Record<ModuleStatus, { className: string; icon: string }> = {
  available: {
    className: 'bg-[oklch(0.93_0.06_150)] text-[oklch(0.36_0.1_150)] ring-1 ring-[oklch(0.52_0.14_150)]/40',
    icon: 'M5 12.5l4.5 4.5L19 7.5',
  },
  reserved: {
    className: 'bg-[oklch(0.94_0.06_80)] text-[oklch(0.4_0.09_65)] ring-1 ring-[oklch(0.6_0.12_70)]/50',
    icon: 'M12 7v5l3 2M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  },
  leased: {
    className: 'bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_4px,var(--color-border)_4px_6px)] text-foreground/80 ring-1 ring-foreground/20',
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  },
};

export function StatusTag({ status, label }: { status: ModuleStatus; label: string }) {
  const look = LOOK[status];
  return (
    <span data-status-tag={status} className={`${BASE} ${look.className}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
        <path d={look.icon} />
      </svg>
      {label}
    </span>
  );
}
