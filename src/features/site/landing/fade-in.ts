// Fade-in on scroll for elements marked `data-fade` (optional `data-fade-delay` in ms). Content is
// visible without JavaScript: an element is hidden only when the observer's first report finds it
// still below the viewport (never forcing a layout of its own), and nothing is hidden under
// prefers-reduced-motion.

/** Spec §9: an element fades in once a tenth of it is in view. */
export const FADE_THRESHOLD = 0.1;

export function initFadeIn(root: ParentNode = document) {
  if (!('IntersectionObserver' in window)) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) {
          observer.unobserve(element);
          if (element.dataset.fade !== 'out') continue; // on screen from the start: leave it be
          element.style.transitionDelay = `${Number(element.dataset.fadeDelay) || 0}ms`;
          element.dataset.fade = 'in';
        } else if (element.dataset.fade !== 'out') {
          // First report: below the fold waits hidden; above it (a reload half-way down, a
          // #fragment) it has been read already, so it stays shown.
          const below = entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
          if (below) element.dataset.fade = 'out';
          else observer.unobserve(element);
        }
      }
    },
    { threshold: FADE_THRESHOLD },
  );

  for (const element of root.querySelectorAll<HTMLElement>('[data-fade]')) observer.observe(element);
}
