import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { parseRichText, type RichTextValues } from './rich-text';

export interface RichTextContext extends RichTextValues {
  locale: Locale;
}

const linkClass = 'font-medium text-brand underline underline-offset-4 hover:text-accent-strong';

/** Renders the freight copy's inline markup: the email as a mailto link, `[label](href)` as links. */
export function RichTextView({ text, context }: { text: string; context: RichTextContext }) {
  return (
    <>
      {parseRichText(text, context).map((segment, i) => {
        if (segment.kind === 'text') return segment.text;
        if (segment.kind === 'email') {
          return (
            <a key={i} className={linkClass} href={`mailto:${segment.address}`}>
              {segment.address}
            </a>
          );
        }
        const internal = segment.href.startsWith('/');
        return (
          <a key={i} className={linkClass} href={internal ? localizePath(context.locale, segment.href) : segment.href}>
            {segment.label}
          </a>
        );
      })}
    </>
  );
}
