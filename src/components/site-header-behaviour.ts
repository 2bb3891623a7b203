// The header's two behaviours, without a framework: over the home hero it stays transparent until
// the page scrolls more than 50 px; below the xl breakpoint the menu is a disclosure that closes
// on Escape, on a link click and on a click outside it.
//
// Scrolling is watched through a 50 px tall sentinel at the top of the page (site-header.astro):
// an IntersectionObserver reports when it leaves the viewport, with no scroll handler and no
// layout forced while the page loads.

export function initSiteHeader(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-menu]');
  const sentinel = document.querySelector('[data-header-sentinel]');
  let open = false;
  let scrolled = false;

  const render = () => {
    header.dataset.state = !sentinel || open || scrolled ? 'solid' : 'transparent';
  };

  if (sentinel) {
    new IntersectionObserver(([entry]) => {
      scrolled = !entry?.isIntersecting;
      render();
    }).observe(sentinel);
  }

  const setOpen = (value: boolean) => {
    if (!toggle || !menu) return;
    open = value;
    toggle.setAttribute('aria-expanded', String(value));
    toggle.setAttribute('aria-label', (value ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    menu.toggleAttribute('data-open', value);
    render();
  };

  toggle?.addEventListener('click', () => setOpen(!open));
  menu?.addEventListener('click', (event) => {
    if (open && (event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    toggle?.focus();
  });
  document.addEventListener('click', (event) => {
    if (open && !header.contains(event.target as Node)) setOpen(false);
  });
  // Growing past the breakpoint shows the inline menu; a stale open state would keep it solid.
  window.matchMedia('(min-width: 80rem)').addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
}
