// The landing page's site plan once its script runs (markup in site-plan-dialogs.astro): each
// module, a link to its entry in the lists (#modulo-7) until now, becomes a button that opens the
// module's <dialog>. The browser gives the modal top layer, Escape and focus back on the module;
// this adds Space (a button's key), closing from the backdrop and, in browsers without invoker
// commands, from the close button.
import { isPlainClick } from '@/features/landing/fragment-loader';

const MODULE = 'a[data-plan-module]';

function dialogFor(link: Element): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>(`dialog[data-plan-dialog="${(link as HTMLElement).dataset.module}"]`);
}

export function initSitePlanDialogs() {
  const links = document.querySelectorAll<SVGAElement>(MODULE);
  for (const link of links) {
    if (!dialogFor(link)) continue;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
  }
  const open = (link: Element | null | undefined, event: Event) => {
    const dialog = link && dialogFor(link);
    if (!dialog) return;
    event.preventDefault();
    dialog.showModal();
  };
  document.addEventListener('click', (event) => {
    if (isPlainClick(event)) open((event.target as Element | null)?.closest(MODULE), event);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === ' ') open((event.target as Element | null)?.closest?.(MODULE), event);
  });

  const invokers = 'command' in HTMLButtonElement.prototype;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-plan-dialog]')) {
    // A click on the dialog element itself, not its content, is a click on the backdrop.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
      else if (!invokers && (event.target as Element).closest('button[command="close"]')) dialog.close();
    });
  }
}
