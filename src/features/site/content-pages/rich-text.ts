// The small inline markup of the freight copy: `{name}`, `{email}`, `{address}` and `[label](href)`.
export interface RichTextValues {
  name: string;
  email: string;
  address: string;
}

export type RichSegment =
  { kind: 'text'; text: string } | { kind: 'email'; address: string } | { kind: 'link'; label: string; href: string };

const TOKEN = /\{(name|email|address)\}|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseRichText(source: string, values: RichTextValues): RichSegment[] {
  const segments: RichSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let index = 0;
  for (const match of source.matchAll(TOKEN)) {
    pushText(source.slice(index, match.index));
    const [whole, token, label, href] = match;
    if (token === 'email') segments.push({ kind: 'email', address: values.email });
    else if (token === 'name' || token === 'address') pushText(values[token]);
    else if (label && href) segments.push({ kind: 'link', label, href });
    index = match.index + whole.length;
  }
  pushText(source.slice(index));
  return segments;
}

/** The same text without markup, for meta tags and structured data. */
export function plainText(source: string, values: RichTextValues): string {
  return parseRichText(source, values)
    .map((s) => (s.kind === 'text' ? s.text : s.kind === 'email' ? s.address : s.label))
    .join('');
}
