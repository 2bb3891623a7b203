// The site texts' public surface for other features: a FAQ question as the public pages show it
// (public-faq.server.ts builds them; the FAQ page renders them).
export interface PublicFaqEntry {
  id: string;
  question: string;
  /** Safe HTML (src/server/safe-markdown.ts). */
  answerHtml: string;
  /** The answer without markup, for the structured data. */
  answerText: string;
}
