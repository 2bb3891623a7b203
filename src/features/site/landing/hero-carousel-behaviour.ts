// Binds the server-rendered hero carousel (hero-carousel.astro) to carousel-controller.ts: the
// previous/next and dot links (which until now showed their slide by CSS), pause, hover and focus,
// reduced motion and image readiness, starting from the slide already showing. No framework needed.
import { isPlainClick } from '@/components/fragment-dialog/fragment-loader';
import { createCarouselController } from './carousel-controller';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function initHeroCarousel(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  // One previous/next pair per slide, each pointing at its neighbours: only the current one shows.
  const steps = [...root.querySelectorAll<HTMLElement>('[data-carousel-step]')];
  const live = root.querySelector<HTMLElement>('[data-carousel-slides]');
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
    steps.forEach((step) => (step.hidden = Number(step.dataset.carouselStep) !== index));
    root.dataset.index = String(index);
  };

  const initialIndex = Math.max(
    0,
    slides.findIndex((slide) => slide.matches(':target')),
  );
  const carousel = createCarouselController({
    count: slides.length,
    onChange: show,
    initialIndex,
    reducedMotion: motion.matches,
  });
  show(carousel.index);

  // Announce changes the visitor made, not the ones that happen on their own.
  const sync = () => {
    live?.setAttribute('aria-live', carousel.autoPlaying ? 'off' : 'polite');
    if (pause) pause.hidden = motion.matches;
  };
  const act = (action: () => unknown) => () => {
    action();
    sync();
  };

  const navigate = (link: HTMLElement) => {
    if (link.hasAttribute('data-carousel-previous')) return carousel.previous();
    if (link.hasAttribute('data-carousel-next')) return carousel.next();
    return carousel.goTo(Number(link.dataset.carouselDot));
  };
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLElement>(
      'a[data-carousel-previous], a[data-carousel-next], a[data-carousel-dot]',
    );
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    act(() => navigate(link))();
    // The pair of the slide now showing replaces the one clicked: keep the focus on its twin.
    if (link.hidden && document.activeElement === link) {
      const kind = link.hasAttribute('data-carousel-previous') ? 'previous' : 'next';
      root.querySelector<HTMLElement>(`[data-carousel-step="${carousel.index}"][data-carousel-${kind}]`)?.focus();
    }
  });
  pause?.addEventListener(
    'click',
    act(() => {
      userPaused = !userPaused;
      carousel.setPaused('user', userPaused);
      pause.toggleAttribute('data-paused', userPaused);
      pause.setAttribute('aria-label', (userPaused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? '');
    }),
  );
  root.addEventListener(
    'mouseenter',
    act(() => carousel.setPaused('hover', true)),
  );
  root.addEventListener(
    'mouseleave',
    act(() => carousel.setPaused('hover', false)),
  );
  root.addEventListener(
    'focusin',
    act(() => carousel.setPaused('focus', true)),
  );
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) act(() => carousel.setPaused('focus', false))();
  });
  motion.addEventListener(
    'change',
    act(() => carousel.setReducedMotion(motion.matches)),
  );

  // The first image has usually loaded before this runs: check `complete` as well as listening.
  slides.forEach((slide, i) => {
    const img = slide.querySelector('img');
    if (!img) return;
    if (img.complete && img.naturalWidth > 0) carousel.markReady(i);
    else img.addEventListener('load', () => carousel.markReady(i), { once: true });
  });

  carousel.start();
  sync();
  root.dataset.ready = '';
}
