// The words of an email, written once and rendered twice: as the plain-text part (exactly the
// text, as people and tests read it) and as the HTML part (escaped, with the site's links as
// links). A *.email.ts builds its lines from catalogue messages (mailTranslator), people's own
// text (plain) and links (siteLink, link); composeMail (compose.ts) lays them out.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { config } from '@/server/config';

export interface MailText {
  readonly text: string;
  /** The same words as HTML: every character of the text escaped, links as <a>. */
  readonly html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const isMailText = (value: unknown): value is MailText =>
  typeof value === 'object' && value !== null && 'text' in value && 'html' in value;

/** An http(s) address with a host: what mail clients can open from anywhere. */
export const isAbsoluteUrl = (url: string) => /^https?:\/\/[^/\s]/.test(url);

/** Any value, shown as it is: what someone typed (a name, a message) is never markup. */
export function plain(value: string | number): MailText {
  const text = String(value);
  return { text, html: escapeHtml(text) };
}

/** An absolute http(s) address, shown as itself in both parts (a link in the HTML one). */
export function link(url: string): MailText {
  if (!isAbsoluteUrl(url)) throw new Error(`An email link must be absolute: ${url}`);
  const escaped = escapeHtml(url);
  return { text: url, html: `<a href="${escaped}" style="color:#1d4ed8;word-break:break-all;">${escaped}</a>` };
}

/** A line written in code rather than taken from the catalogue: `mailLine\`Page: ${link(url)}\``. */
export function mailLine(strings: TemplateStringsArray, ...values: (string | number | MailText)[]): MailText {
  const parts = strings.flatMap((literal, i) => [
    plain(literal),
    ...(i < values.length ? [asMailText(values[i]!)] : []),
  ]);
  return { text: parts.map((p) => p.text).join(''), html: parts.map((p) => p.html).join('') };
}

/** A value as a MailText: plain text unless it already is one. */
export const asMailText = (value: string | number | MailText) => (isMailText(value) ? value : plain(value));

/** A page of the site (a path such as '/dashboard'), as an absolute link to PUBLIC_SITE_URL. */
export const siteLink = (path: string) => link(`${config().publicSiteUrl}${path}`);

type MailParams = Record<string, string | number | MailText>;

/** translate(), with parameters that may be links: their text in the text part, their HTML in the HTML one. */
export function mailTranslator(locale: Locale) {
  return (key: MessageKey, params: MailParams = {}): MailText => {
    const textParams = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, isMailText(value) ? value.text : value]),
    );
    const template = translate(locale, key);
    // The same substitution as translate(), with every piece escaped on its own.
    const html = template
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        const value = name !== undefined && Object.hasOwn(params, name) ? params[name]! : undefined;
        if (value === undefined) return escapeHtml(piece);
        return isMailText(value) ? value.html : escapeHtml(String(value));
      })
      .join('');
    return { text: translate(locale, key, textParams), html };
  };
}

/** One line of an email's body: '' is a blank line (a new paragraph), and a skipped value is no line at all. */
export type MailLine = MailText | string | undefined | null | false;
