// The hero carousel's behaviour without React or the DOM, so it can be tested with fake timers:
// auto-advance, the lock against rapid clicks, pausing, reduced motion and image readiness.

/** Spec §9: advance every 5 s, ignore clicks for 500 ms after a change, images ready after 2 s. */
export const CAROUSEL_TIMINGS = { intervalMs: 5000, lockMs: 500, readyFallbackMs: 2000 } as const;

export interface CarouselOptions {
  count: number;
  onChange: (index: number) => void;
  /** The slide showing when the controller takes over (one reached before its script ran). */
  initialIndex?: number;
  reducedMotion?: boolean;
  intervalMs?: number;
  lockMs?: number;
  readyFallbackMs?: number;
}

export type PauseReason = 'hover' | 'focus' | 'user';

export interface CarouselController {
  readonly index: number;
  /** True while the carousel advances on its own (nothing pauses it, motion allowed). */
  readonly autoPlaying: boolean;
  /** Starts the timers; call once the slides are on screen. */
  start(): void;
  /** Manual navigation; each returns false when ignored (locked, or already there). */
  next(): boolean;
  previous(): boolean;
  goTo(index: number): boolean;
  setPaused(reason: PauseReason, paused: boolean): void;
  setReducedMotion(reduce: boolean): void;
  /** The slide's image has loaded. */
  markReady(index: number): void;
  dispose(): void;
}

export function createCarouselController(options: CarouselOptions): CarouselController {
  const { count, onChange } = options;
  const intervalMs = options.intervalMs ?? CAROUSEL_TIMINGS.intervalMs;
  const lockMs = options.lockMs ?? CAROUSEL_TIMINGS.lockMs;
  const readyFallbackMs = options.readyFallbackMs ?? CAROUSEL_TIMINGS.readyFallbackMs;

  let index =
    options.initialIndex !== undefined && options.initialIndex > 0 && options.initialIndex < count
      ? options.initialIndex
      : 0;
  let locked = false;
  let reducedMotion = options.reducedMotion ?? false;
  let started = false;
  // An auto-advance that came due while the next image was still loading.
  let advanceWaiting = false;
  const ready = Array.from({ length: count }, () => false);
  const paused = new Set<PauseReason>();
  const timers = { advance: undefined, lock: undefined, fallback: undefined } as Record<
    'advance' | 'lock' | 'fallback',
    ReturnType<typeof setTimeout> | undefined
  >;

  const wrap = (i: number) => ((i % count) + count) % count;
  const canAutoPlay = () => started && count > 1 && !reducedMotion && paused.size === 0;

  function clear(name: keyof typeof timers) {
    if (timers[name] !== undefined) clearTimeout(timers[name]);
    timers[name] = undefined;
  }

  /** (Re)starts the full interval, or stops it when auto-play is not allowed. */
  function schedule() {
    clear('advance');
    advanceWaiting = false;
    if (canAutoPlay()) timers.advance = setTimeout(advance, intervalMs);
  }

  function advance() {
    timers.advance = undefined;
    const target = wrap(index + 1);
    if (ready[target]) show(target);
    else advanceWaiting = true;
  }

  function show(target: number): boolean {
    if (locked || target === index) return false;
    index = target;
    locked = true;
    timers.lock = setTimeout(() => {
      locked = false;
      timers.lock = undefined;
    }, lockMs);
    onChange(index);
    schedule();
    return true;
  }

  function markReady(i: number) {
    if (i < 0 || i >= count || ready[i]) return;
    ready[i] = true;
    if (advanceWaiting && i === wrap(index + 1) && canAutoPlay()) {
      advanceWaiting = false;
      show(i);
    }
  }

  return {
    get index() {
      return index;
    },
    get autoPlaying() {
      return canAutoPlay();
    },
    start() {
      if (started) return;
      started = true;
      timers.fallback = setTimeout(() => {
        timers.fallback = undefined;
        for (let i = 0; i < count; i++) markReady(i);
      }, readyFallbackMs);
      schedule();
    },
    next: () => show(wrap(index + 1)),
    previous: () => show(wrap(index - 1)),
    goTo: (i) => show(wrap(i)),
    setPaused(reason, value) {
      const before = canAutoPlay();
      if (value) paused.add(reason);
      else paused.delete(reason);
      if (before !== canAutoPlay()) schedule();
    },
    setReducedMotion(reduce) {
      if (reduce === reducedMotion) return;
      reducedMotion = reduce;
      schedule();
    },
    markReady,
    dispose() {
      started = false;
      clear('advance');
      clear('lock');
      clear('fallback');
    },
  };
}
