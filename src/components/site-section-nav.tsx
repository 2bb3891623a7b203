// The admin's Site section, one page per part of the site the staff edit (identity, FAQ, notice…):
// each part's page shows this under its heading (a phone sees the heading first). A new part adds
// one entry to PARTS.
import { translate, type MessageKey } from '@/i18n/translate';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

export type SitePart = 'identity' | 'faq' | 'banner';

const PARTS: { key: SitePart; path: string; label: MessageKey }[] = [
  { key: 'identity', path: '/admin/site', label: 'siteTexts.nav.identity' },
  { key: 'faq', path: '/admin/site/faq', label: 'siteTexts.nav.faq' },
  { key: 'banner', path: '/admin/site/banner', label: 'siteTexts.nav.banner' },
];

export interface SiteSectionNavProps {
  label: string;
  parts: { href: string; label: string; current: boolean }[];
}

/** The navigation's props for a page of the section, in its language. */
export function siteSectionNav(locale: Locale, current: SitePart): SiteSectionNavProps {
  return {
    label: translate(locale, 'siteTexts.nav.label'),
    parts: PARTS.map((part) => ({
      href: localizePath(locale, part.path),
      label: translate(locale, part.label),
      current: part.key === current,
    })),
  };
}

export function SiteSectionNav({ label, parts }: SiteSectionNavProps) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {parts.map((part) => (
          <li key={part.href}>
            <a
              href={part.href}
              aria-current={part.current ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold text-muted-foreground hover:text-foreground',
                'aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white',
              )}
            >
              {part.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
