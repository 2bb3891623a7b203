// The one HTML layout every email shares: the site's name, the message's paragraphs and a link
// to the site. Inline styles only (mail clients drop style sheets); no images, nothing that
// reports an opening.
import type { Locale } from '@/lib/i18n-types';
import { escapeHtml } from './mail-text';

export interface MailLayout {
  locale: Locale;
  subject: string;
  siteName: string;
  /** The site's home page in the recipient's language, absolute. */
  homeUrl: string;
  /** The body as HTML lines (already escaped): an empty line starts a new paragraph. */
  body: string;
}

const PARAGRAPH = 'margin:0 0 16px;';

function paragraphs(body: string): string {
  return body
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '')
    .map((p) => `<p style="${PARAGRAPH}">${p.split('\n').join('<br>\n')}</p>`)
    .join('\n');
}

export function mailLayout({ locale, subject, siteName, homeUrl, body }: MailLayout): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;">${site}</p>
${paragraphs(body)}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px;">
<p style="margin:0;font-size:13px;color:#52525b;"><a href="${escapeHtml(homeUrl)}" style="color:#52525b;">${site}</a></p>
</div>
</body>
</html>
`;
}
