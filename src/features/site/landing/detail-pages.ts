// The two pages the home page also shows in its fragment dialog, the plans and the area table: the
// page's path (its fragment is the same path under /fragmentos), the home page's section it belongs
// to, its eyebrow, and where its texts are (`<texts>.title` and `.description`, the dialog's and
// the page band's; `landing.<id>Page.metaDescription` and `.back`, the page's own).
import type { MessageKey } from '@/i18n/translate';

export const detailPages = {
  plans: { path: '/plantas', section: '/#modulos', eyebrow: 'landing.modules.eyebrow', texts: 'landing.plans' },
  areas: {
    path: '/quadro-de-areas',
    section: '/#disponibilidade',
    eyebrow: 'modules.section.eyebrow',
    texts: 'modules.areaTable',
  },
} as const satisfies Record<string, { path: string; section: string; eyebrow: MessageKey; texts: string }>;

export type DetailPage = keyof typeof detailPages;
