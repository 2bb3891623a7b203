// The landing page's site plan once its script runs (markup in site-plan-dialogs.astro): each
// module, a link to its entry in the lists (#modulo-7) until now, becomes a button that opens the
// one module dialog and loads the module's fragment into it (fragmentBody, shared with the home
// page's fragment dialog). The browser gives the modal top layer, Escape and focus back on the
// module; this adds Space (a button's key), closing from the backdrop and, in browsers without
// invoker commands, from the close button.
import { fragmentBody, loadSameOrigin, warmOnApproach } from '@/components/fragment-dialog/fragment-dialog';
import { isPlainClick } from '@/components/fragment-dialog/fragment-loader';

const MODULE = 'a[data-plan-module]';

export function initSitePlanDialogs() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-plan-dialog]');
  if (!dialog) return;
  const load = loadSameOrigin();
  const body = fragmentBody(dialog, load);
  const urlOf = (link: Element) => `${dialog.dataset.fragments}/${(link as SVGElement).dataset.module}`;

  for (const link of document.querySelectorAll(MODULE)) {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
  }
  const open = (link: Element | null | undefined, event: Event) => {
    if (!link) return;
    event.preventDefault();
    // The error state offers the module's entry in the lists, where the link itself leads.
    void body.fill(urlOf(link), link.getAttribute('href') ?? '#disponibilidade');
    if (!dialog.open) dialog.showModal();
  };
  document.addEventListener('click', (event) => {
    if (isPlainClick(event)) open((event.target as Element | null)?.closest(MODULE), event);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === ' ') open((event.target as Element | null)?.closest?.(MODULE), event);
  });
  warmOnApproach(MODULE, urlOf, load);

  const invokers = 'command' in HTMLButtonElement.prototype;
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A click on the dialog element itself, not its content, is a click on the backdrop; the
    // error state's link to the module's entry closes the dialog and then scrolls there.
    if (target === dialog || target.closest('[data-dialog-page-link]')) dialog.close();
    else if (!invokers && target.closest('button[command="close"]')) dialog.close();
  });
  dialog.addEventListener('close', () => body.clear());
}
