// The fragment dialog's behaviour (markup in fragment-dialog.astro): one <dialog> for every link
// carrying data-dialog-fragment. The browser gives the modal top layer, the inert page behind and
// Escape; this adds the title, the size, loading and error states, closing from the buttons and the
// backdrop, and focus back on the link that opened it. fragmentBody and warmOnApproach are shared
// with the site plan's module dialog (src/features/site/landing/site-plan-dialogs.ts).
import { createFragmentLoader, isPlainClick } from './fragment-loader';

const SIZES = { sm: 'max-w-md', lg: 'max-w-5xl', xl: 'max-w-6xl' } as const;
const TRIGGER = 'a[data-dialog-fragment]';

export type LoadFragment = (url: string) => Promise<string>;

export const loadSameOrigin = () => createFragmentLoader((url) => fetch(url, { credentials: 'same-origin' }));

function part<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The fragment dialog has no ${selector}.`);
  return element;
}

/** A dialog's [data-dialog-body], filled from a fragment: its loading template until the fragment
 *  arrives, its error template (whose [data-dialog-page-link] goes to `pageHref`) if the fetch
 *  fails. An answer that arrives after a newer fill, or after clear, is dropped. */
export function fragmentBody(dialog: HTMLDialogElement, load: LoadFragment) {
  const body = part<HTMLElement>(dialog, '[data-dialog-body]');
  const loading = part<HTMLTemplateElement>(dialog, 'template[data-dialog-loading]');
  const failed = part<HTMLTemplateElement>(dialog, 'template[data-dialog-error]');
  let filling = 0;
  const show = (template: HTMLTemplateElement) => body.replaceChildren(template.content.cloneNode(true));
  return {
    /** Shows the loading state at once, then the fragment or the error state. */
    async fill(url: string, pageHref: string) {
      const current = ++filling;
      show(loading);
      try {
        const html = await load(url);
        if (current === filling) body.innerHTML = html;
      } catch {
        if (current !== filling) return;
        show(failed);
        part<HTMLAnchorElement>(body, '[data-dialog-page-link]').href = pageHref;
      }
    },
    clear() {
      filling++;
      body.replaceChildren();
    },
  };
}

/** A pointer over a trigger or focus on it starts the fetch, so the dialog often opens filled. */
export function warmOnApproach(selector: string, urlOf: (trigger: Element) => string, load: LoadFragment) {
  const warm = (event: Event) => {
    const trigger = (event.target as Element | null)?.closest?.(selector);
    if (trigger) load(urlOf(trigger)).catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
}

export function initFragmentDialog() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-fragment-dialog]');
  if (!dialog) return;
  const title = part<HTMLElement>(dialog, '[data-dialog-title]');
  const description = part<HTMLElement>(dialog, '[data-dialog-description]');
  const load = loadSameOrigin();
  const body = fragmentBody(dialog, load);
  let trigger: HTMLAnchorElement | null = null;

  function open(link: HTMLAnchorElement) {
    const url = link.dataset.dialogFragment!;
    const size = SIZES[(link.dataset.dialogSize ?? 'lg') as keyof typeof SIZES] ?? SIZES.lg;
    trigger = link;
    title.textContent = link.dataset.dialogTitle ?? link.textContent?.trim() ?? '';
    description.textContent = link.dataset.dialogDescription ?? '';
    dialog!.classList.remove(...Object.values(SIZES));
    dialog!.classList.add(size);
    void body.fill(url, link.href);
    if (!dialog!.open) dialog!.showModal();
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(TRIGGER);
    if (!link || link.target) return;
    event.preventDefault();
    open(link);
  });
  warmOnApproach(TRIGGER, (link) => (link as HTMLElement).dataset.dialogFragment!, load);

  for (const button of dialog.querySelectorAll('[data-dialog-close]'))
    button.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself, not its content, is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    body.clear();
    trigger?.focus();
    trigger = null;
  });
  for (const link of document.querySelectorAll(TRIGGER)) link.setAttribute('aria-haspopup', 'dialog');
  dialog.dataset.ready = '';
}
