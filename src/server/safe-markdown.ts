// The owner's long texts (a module's description, …) as HTML, rendered on the server from plain
// text with line breaks or a small subset of Markdown: paragraphs, line breaks, emphasis, lists and
// links. HTML typed in the text is shown as text, never markup, and a link goes only to http(s),
// mailto or tel, so nothing an editor types can run as script (the CSP stays as strict as it is).
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: false, typographer: false }).enable([
  'paragraph',
  'newline',
  'emphasis',
  'list',
  'link',
]);

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

// A link leaves the site: in a new tab it keeps the visitor's page, without giving it a handle on ours.
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  token.attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen ? defaultLinkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** `text` as safe HTML (paragraphs, <br>, <em>/<strong>, lists, links); empty text gives ''. */
export function renderSafeMarkdown(text: string): string {
  return markdown.render(text).trim();
}
