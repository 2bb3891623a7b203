// The header's behaviours, without a framework: over the home hero it stays transparent until the
// page scrolls more than 50 px (or the menu opens); below the xl breakpoint the menu is a native
// popover (site-header.astro: its button opens it, Escape and a click outside close it, all
// before this runs), and this keeps the button's state and name in step, and closes the menu on a
// link click and when the screen grows past the breakpoint.
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

  const sync = (value: boolean) => {
    open = value;
    toggle?.setAttribute('aria-expanded', String(value));
    toggle?.setAttribute('aria-label', (value ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    render();
  };
  const close = () => {
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };

  // The menu may have been opened before this ran.
  sync(Boolean(menu?.matches(':popover-open')));
  menu?.addEventListener('toggle', (event) => sync((event as ToggleEvent).newState === 'open'));
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  // Growing past the breakpoint shows the inline menu; a stale open state would keep it solid.
  window.matchMedia('(min-width: 80rem)').addEventListener('change', (event) => {
    if (event.matches) close();
  });
}
