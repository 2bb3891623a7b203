// The owner's long texts (FAQ answers, module descriptions) as HTML: plain text with line breaks,
// or a small subset of Markdown (paragraphs, emphasis, lists, links), rendered on the server. HTML
// typed in is shown as text, and a link goes only to http(s), mailto, tel or a path of this site,
// so nothing an editor types can run as script (the CSP stays as strict as it is).
import MarkdownIt from 'markdown-it';
import { isSafeLink } from '@/lib/safe-link';

const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: false, typographer: false }).enable([
  'paragraph',
  'newline',
  'escape',
  'emphasis',
  'list',
  'link',
]);
// markdown-it's own check refuses javascript:, vbscript:, file: and most data:; this one keeps
// only what the site links to.
markdown.validateLink = isSafeLink;

// A link that leaves the site gives the page it opens no handle on ours, nor our endorsement.
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen ? defaultLinkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** `text` as safe HTML: paragraphs, line breaks, *emphasis*, **strong**, lists and [links](…); '' for ''. */
export function renderSafeMarkdown(text: string): string {
  return markdown.render(text).trim();
}

/** The same text without markup (links keep their label): for structured data and meta tags. */
export function markdownPlainText(text: string): string {
  const paragraphs: string[] = [];
  let current = '';
  for (const token of markdown.parse(text, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text') current += child.content;
        else if (child.type === 'softbreak' || child.type === 'hardbreak') current += '\n';
      }
    } else if (token.type === 'paragraph_close' || token.type === 'list_item_close') {
      if (current.trim()) paragraphs.push(current.trim());
      current = '';
    }
  }
  return paragraphs.join('\n\n');
}
