// 'Disponível' / 'Reservado' / 'Alugado' tag: colour, an icon and the word, so colour is never the only signal.
import type { ModuleStatus } from './area-table';

// The looks are the status-tag classes of src/styles/components.css: a page lists many tags.
const ICON: Record<ModuleStatus, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  reserved: 'M12 7v5l3 2M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  leased: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
};

export function StatusTag({ status, label }: { status: ModuleStatus; label: string }) {
  return (
    <span data-status-tag={status} className={`status-tag status-tag-${status}`}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICON[status]} />
      </svg>
      {label}
    </span>
  );
}
