import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../enum-check';

/** Where a question shows: the freight FAQ's (spec) or the condominium's own, on the FAQ page. */
export const FAQ_GROUPS = ['freight', 'condominium'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

/**
 * The FAQ as the staff edit it (src/features/site/site-texts), in both languages; answers are plain
 * text or a small Markdown subset (src/server/safe-markdown.ts). Ordered by `position` within its
 * group; a hidden question stays here but is not shown. `version` moves on every change, for the
 * staff's version check. A change moves the site's content version (the migration's trigger).
 */
export const faqQuestions = pgTable(
  'faq_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: text('group', { enum: FAQ_GROUPS }).notNull(),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    questionPt: text('question_pt').notNull(),
    answerPt: text('answer_pt').notNull(),
    questionEn: text('question_en').notNull(),
    answerEn: text('answer_en').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('faq_questions_group_check', t.group, FAQ_GROUPS),
    index('faq_questions_order').on(t.group, t.position),
  ],
);

export type FaqQuestionRow = typeof faqQuestions.$inferSelect;

/**
 * The notice banner on the public pages: one row, id 1, absent until the first save. Shown from
 * `startsAt` until `endsAt`; the page cache keys pages by whether it shows (src/server/site-banner.ts),
 * so its start and end need no change to the content version. A visitor's dismissal names `version`.
 */
export const siteBanner = pgTable(
  'site_banner',
  {
    id: integer('id').primaryKey(),
    textPt: text('text_pt').notNull(),
    textEn: text('text_en').notNull(),
    /** An http(s) address or a path of this site; the same in both languages ('/' paths are localised). */
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_banner_single_row', sql`id = 1`), check('site_banner_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

export type SiteBannerRow = typeof siteBanner.$inferSelect;
