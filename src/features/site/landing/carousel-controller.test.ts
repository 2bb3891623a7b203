import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarouselController, type CarouselOptions } from './carousel-controller';

function setup(options: Partial<CarouselOptions> = {}) {
  const changes: number[] = [];
  const carousel = createCarouselController({ count: 2, onChange: (i) => changes.push(i), ...options });
  return { carousel, changes };
}

describe('hero carousel controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 s once the images are ready, wrapping around', () => {
    const { carousel, changes } = setup();
    carousel.start();
    carousel.markReady(0);
    carousel.markReady(1);
    vi.advanceTimersByTime(4999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([1]);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([1, 0]);
    expect(carousel.index).toBe(0);
  });

  it('starts from the slide reached before its script ran, and ignores one out of range', () => {
    const { carousel, changes } = setup({ count: 3, initialIndex: 2 });
    expect(carousel.index).toBe(2);
    expect(carousel.next()).toBe(true);
    expect(changes).toEqual([0]);
    expect(setup({ initialIndex: 5 }).carousel.index).toBe(0);
  });

  it('does nothing before start() or with a single slide', () => {
    const { changes } = setup();
    vi.advanceTimersByTime(20_000);
    expect(changes).toEqual([]);
    const single = setup({ count: 1 });
    single.carousel.start();
    vi.advanceTimersByTime(20_000);
    expect(single.changes).toEqual([]);
    expect(single.carousel.autoPlaying).toBe(false);
  });

  it('ignores clicks for 500 ms after a change', () => {
    const { carousel, changes } = setup({ count: 3 });
    carousel.start();
    expect(carousel.next()).toBe(true);
    expect(carousel.next()).toBe(false);
    expect(carousel.goTo(0)).toBe(false);
    vi.advanceTimersByTime(499);
    expect(carousel.previous()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(carousel.previous()).toBe(true);
    expect(changes).toEqual([1, 0]);
  });

  it('goes backwards from the first slide to the last, and ignores a jump to the current one', () => {
    const { carousel, changes } = setup({ count: 3 });
    expect(carousel.goTo(0)).toBe(false);
    expect(carousel.previous()).toBe(true);
    expect(carousel.index).toBe(2);
    expect(changes).toEqual([2]);
  });

  it('restarts the full interval after a manual change', () => {
    const { carousel, changes } = setup({ count: 3 });
    carousel.start();
    vi.advanceTimersByTime(2000); // images count as ready
    vi.advanceTimersByTime(2000);
    carousel.next();
    vi.advanceTimersByTime(4999);
    expect(changes).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([1, 2]);
  });

  it('pauses while hovered or focused and resumes with a full interval when both end', () => {
    const { carousel, changes } = setup();
    carousel.start();
    vi.advanceTimersByTime(4000);
    carousel.setPaused('hover', true);
    carousel.setPaused('focus', true);
    expect(carousel.autoPlaying).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(changes).toEqual([]);
    carousel.setPaused('hover', false);
    vi.advanceTimersByTime(30_000);
    expect(changes).toEqual([]);
    carousel.setPaused('focus', false);
    vi.advanceTimersByTime(4999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([1]);
  });

  it('stays paused after the visitor presses pause, until they press play', () => {
    const { carousel, changes } = setup();
    carousel.start();
    carousel.setPaused('user', true);
    carousel.setPaused('hover', true);
    carousel.setPaused('hover', false);
    vi.advanceTimersByTime(30_000);
    expect(changes).toEqual([]);
    carousel.setPaused('user', false);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([1]);
  });

  it('never advances on its own under reduced motion, but still answers the buttons', () => {
    const { carousel, changes } = setup({ reducedMotion: true });
    carousel.start();
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([]);
    expect(carousel.next()).toBe(true);
    expect(changes).toEqual([1]);
    carousel.setReducedMotion(false);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([1, 0]);
    carousel.setReducedMotion(true);
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([1, 0]);
  });

  it('counts an image as ready after 2 s even if it never reports loading', () => {
    const { carousel, changes } = setup({ intervalMs: 1000 });
    carousel.start();
    vi.advanceTimersByTime(1000); // due, but image 2 is not ready: waits
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1); // 2 s fallback: ready, the waiting advance happens
    expect(changes).toEqual([1]);
  });

  it('advances as soon as a late image loads when the interval has already come due', () => {
    const { carousel, changes } = setup({ intervalMs: 1000 });
    carousel.start();
    vi.advanceTimersByTime(1500);
    expect(changes).toEqual([]);
    carousel.markReady(1);
    expect(changes).toEqual([1]);
  });

  it('stops every timer on dispose', () => {
    const { carousel, changes } = setup();
    carousel.start();
    carousel.next();
    carousel.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(changes).toEqual([1]);
  });
});
