// The FAQ as the public pages show it: the visible questions of each group, in order, in the
// page's language, the answers rendered to safe HTML (and as plain text for the structured data).
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { faqQuestions, type FaqGroup } from '@/server/db/schema';
import { markdownPlainText, renderSafeMarkdown } from '@/server/safe-markdown';
import type { PublicFaqEntry } from './index';

export type PublicFaq = Record<FaqGroup, PublicFaqEntry[]>;

export async function publicFaq(locale: Locale): Promise<PublicFaq> {
  const rows = await db()
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.hidden, false))
    .orderBy(asc(faqQuestions.position), asc(faqQuestions.createdAt));
  const faq: PublicFaq = { freight: [], condominium: [] };
  for (const row of rows) {
    const answer = locale === 'en' ? row.answerEn : row.answerPt;
    faq[row.group].push({
      id: row.id,
      question: locale === 'en' ? row.questionEn : row.questionPt,
      answerHtml: renderSafeMarkdown(answer),
      answerText: markdownPlainText(answer),
    });
  }
  return faq;
}
