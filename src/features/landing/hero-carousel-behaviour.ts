// Binds the server-rendered hero carousel (hero-carousel.astro) to carousel-controller.ts: buttons,
// dots, pause, hover and focus, reduced motion and image readiness. No framework needed.
import { createCarouselController } from './carousel-controller';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function initHeroCarousel(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const live = root.querySelector<HTMLElement>('[data-carousel-slides]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const motion = window.matchMedia(REDUCED_MOTION);
  let userPaused = false;

  const show = (index: number) => {
    slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', i !== index);
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    root.dataset.index = String(index);
  };

  const carousel = createCarouselController({ count: slides.length, onChange: show, reducedMotion: motion.matches });

  // Announce changes the visitor made, not the ones that happen on their own.
  const sync = () => {
    live?.setAttribute('aria-live', carousel.autoPlaying ? 'off' : 'polite');
    if (pause) pause.hidden = motion.matches;
  };
  const act = (action: () => unknown) => () => {
    action();
    sync();
  };

  root.querySelector('[data-carousel-previous]')?.addEventListener('click', act(carousel.previous));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', act(carousel.next));
  dots.forEach((dot, i) => dot.addEventListener('click', act(() => carousel.goTo(i))));
  pause?.addEventListener(
    'click',
    act(() => {
      userPaused = !userPaused;
      carousel.setPaused('user', userPaused);
      pause.toggleAttribute('data-paused', userPaused);
      pause.setAttribute('aria-label', (userPaused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? '');
    }),
  );
  root.addEventListener('mouseenter', act(() => carousel.setPaused('hover', true)));
  root.addEventListener('mouseleave', act(() => carousel.setPaused('hover', false)));
  root.addEventListener('focusin', act(() => carousel.setPaused('focus', true)));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) act(() => carousel.setPaused('focus', false))();
  });
  motion.addEventListener('change', act(() => carousel.setReducedMotion(motion.matches)));

  // The first image has usually loaded before this runs: check `complete` as well as listening.
  slides.forEach((slide, i) => {
    const img = slide.querySelector('img');
    if (!img) return;
    if (img.complete && img.naturalWidth > 0) carousel.markReady(i);
    else img.addEventListener('load', () => carousel.markReady(i), { once: true });
  });

  if (controls) controls.hidden = false;
  carousel.start();
  sync();
  root.dataset.ready = '';
}
