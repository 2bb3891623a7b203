// The fragment dialog's behaviour (markup in fragment-dialog.astro): one <dialog> for every link
// carrying data-dialog-fragment. The browser gives the modal top layer, the inert page behind and
// Escape; this adds the title, the size, loading and error states, closing from the buttons and the
// backdrop, and focus back on the link that opened it.
import { createFragmentLoader, isPlainClick } from './fragment-loader';

const SIZES = { sm: 'max-w-md', lg: 'max-w-5xl', xl: 'max-w-6xl' } as const;
const TRIGGER = 'a[data-dialog-fragment]';

function part<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The fragment dialog has no ${selector}.`);
  return element;
}

export function initFragmentDialog() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-fragment-dialog]');
  if (!dialog) return;
  const title = part<HTMLElement>(dialog, '[data-dialog-title]');
  const description = part<HTMLElement>(dialog, '[data-dialog-description]');
  const body = part<HTMLElement>(dialog, '[data-dialog-body]');
  const loading = part<HTMLTemplateElement>(dialog, 'template[data-dialog-loading]');
  const failed = part<HTMLTemplateElement>(dialog, 'template[data-dialog-error]');
  const load = createFragmentLoader((url) => fetch(url, { credentials: 'same-origin' }));
  let trigger: HTMLAnchorElement | null = null;
  // Each opening counts; an answer that arrives after the dialog moved on is dropped.
  let opening = 0;

  const show = (template: HTMLTemplateElement) => body.replaceChildren(template.content.cloneNode(true));

  async function open(link: HTMLAnchorElement) {
    const url = link.dataset.dialogFragment!;
    const size = SIZES[(link.dataset.dialogSize ?? 'lg') as keyof typeof SIZES] ?? SIZES.lg;
    trigger = link;
    const current = ++opening;
    title.textContent = link.dataset.dialogTitle ?? link.textContent?.trim() ?? '';
    description.textContent = link.dataset.dialogDescription ?? '';
    dialog!.classList.remove(...Object.values(SIZES));
    dialog!.classList.add(size);
    show(loading);
    if (!dialog!.open) dialog!.showModal();
    try {
      const html = await load(url);
      if (current !== opening) return;
      body.innerHTML = html;
    } catch {
      if (current !== opening) return;
      show(failed);
      part<HTMLAnchorElement>(body, '[data-dialog-page-link]').href = link.href;
    }
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(TRIGGER);
    if (!link || link.target) return;
    event.preventDefault();
    void open(link);
  });
  // A pointer over a link or focus on it starts the fetch, so the dialog often opens filled.
  const warm = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(TRIGGER);
    if (link) load(link.dataset.dialogFragment!).catch(() => undefined);
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);

  for (const button of dialog.querySelectorAll('[data-dialog-close]')) button.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself, not its content, is a click on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    opening++;
    body.replaceChildren();
    trigger?.focus();
    trigger = null;
  });
  for (const link of document.querySelectorAll(TRIGGER)) link.setAttribute('aria-haspopup', 'dialog');
  dialog.dataset.ready = '';
}
