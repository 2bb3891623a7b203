// Notifications (spec §4): one visible at a time, a new one replaces it, each leaves after 5 s or
// with its close button. Any island can call toast(); the first <Toaster /> mounted on the page
// shows them (islands may each bring one: the others stay empty).
// Hand-written so it costs a few hundred bytes instead of a library.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CLOSE_ICON, Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { ToastVariant } from '@/lib/flash';

export type { ToastVariant };

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

export const TOAST_DURATION_MS = 5000;

let current: ActiveToast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: ActiveToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a notification, replacing the one on screen; returns its id. */
export function toast(options: ToastOptions): number {
  publish({ ...options, id: ++lastId });
  return lastId;
}

/** Removes the notification `id` (or whichever is showing). */
export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The mounted Toasters, in mounting order: only the first one renders.
let toasterSeq = 0;
const mountedToasters: number[] = [];
const toasterListeners = new Set<() => void>();
function subscribeToasters(listener: () => void) {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}
function setMounted(id: number, mounted: boolean) {
  const at = mountedToasters.indexOf(id);
  if (mounted && at === -1) mountedToasters.push(id);
  if (!mounted && at !== -1) mountedToasters.splice(at, 1);
  for (const listener of toasterListeners) listener();
}

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border',
  destructive: 'border-destructive bg-destructive text-white',
  success: 'border-l-success',
  warning: 'border-l-warning',
  info: 'border-l-info',
};

const iconClass: Partial<Record<ToastVariant, string>> = {
  success: 'text-success',
  warning: 'text-[oklch(0.55_0.13_70)]',
  info: 'text-info',
};

// Lucide-style outlines: circle-check, circle-alert, triangle-alert, info.
const iconPath: Record<ToastVariant, string> = {
  default: '',
  success: 'M21.8 10A10 10 0 1 1 17 3.3M9 11l3 3L22 4',
  destructive: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v4M12 16h.01',
  warning: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
};

interface ToastCardProps {
  toast: ActiveToast;
  closeLabel: string;
  onHold: (held: boolean) => void;
}

function ToastCard({ toast: t, closeLabel, onHold }: ToastCardProps) {
  const variant = t.variant ?? 'default';
  // A replaced or closed toast never sees the pointer leave: release the hold on unmount.
  useEffect(() => () => onHold(false), [onHold]);
  return (
    <div
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
      className={cn(
        'pointer-events-auto relative flex w-full max-w-sm animate-fade-in gap-3 rounded-lg border border-l-4 bg-background p-4 pr-12 text-foreground shadow-lg',
        variantClass[variant],
      )}
    >
      {iconPath[variant] && (
        <Icon
          d={iconPath[variant]}
          className={cn('mt-0.5 size-5 shrink-0', iconClass[variant])}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      <div className="grid gap-1">
        <p className="font-semibold">{t.title}</p>
        {t.description && <p className="text-sm opacity-90">{t.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        aria-label={closeLabel}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:bg-foreground/10 hover:opacity-100"
      >
        <Icon d={CLOSE_ICON} className="size-4" />
      </button>
    </div>
  );
}

export function Toaster({ closeLabel }: { closeLabel: string }) {
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // Hovering or focusing the toast holds it, so it can be read and closed at leisure.
  const [held, setHeld] = useState(false);
  const [id] = useState(() => ++toasterSeq);
  // Rendered only in the browser (without JavaScript there is nothing to announce), by one Toaster.
  const first = useSyncExternalStore(
    subscribeToasters,
    () => mountedToasters[0] === id,
    () => false,
  );
  useEffect(() => {
    setMounted(id, true);
    return () => setMounted(id, false);
  }, [id]);
  useEffect(() => {
    if (!first || !active || held) return;
    const timer = setTimeout(() => dismissToast(active.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [first, active, held]);

  if (!first) return null;
  const urgent = active?.variant === 'destructive';
  const card = active && <ToastCard key={active.id} toast={active} closeLabel={closeLabel} onHold={setHeld} />;
  // Both live regions stay mounted: screen readers only announce changes to regions they know.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] flex flex-col items-center p-4 sm:left-auto sm:w-96 sm:items-end">
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full">
        {!urgent && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full">
        {urgent && card}
      </div>
    </div>
  );
}
