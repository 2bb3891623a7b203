// The staff's forms for the site's texts (FAQ questions and the notice banner), shared by the
// actions and the tests. Every text is required in both languages.
import { hiddenText, recordId, recordVersion, requiredText, submissionKey } from '@/lib/forms/fields';
import { siteInstant } from '@/lib/site-time';
import { z } from '@/lib/forms/zod';
import { isPageLink } from '@/lib/safe-link';

export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 4000;
export const BANNER_TEXT_MAX_LENGTH = 160;
export const BANNER_LINK_MAX_LENGTH = 300;

const CHANGED = 'siteTexts.error.changedMeanwhile';

/** The record's version when the form was read: a save over a newer one is refused. */
const version = recordVersion(CHANGED);
const question = requiredText(
  { required: 'siteTexts.error.required', tooLong: 'siteTexts.error.questionTooLong' },
  FAQ_QUESTION_MAX_LENGTH,
);
const answer = requiredText(
  { required: 'siteTexts.error.required', tooLong: 'siteTexts.error.answerTooLong' },
  FAQ_ANSWER_MAX_LENGTH,
  { multiline: true },
);

const faqTexts = { questionPt: question, answerPt: answer, questionEn: question, answerEn: answer };

export const faqCreateSchema = z.object({
  group: z.enum(['freight', 'condominium'], 'siteTexts.error.group'),
  ...faqTexts,
  /** A page sent twice (a double click, a retry) adds one question. */
  submission: submissionKey,
});
export const faqUpdateSchema = z.object({ id: recordId, version, ...faqTexts });
export const faqMoveSchema = z.object({ id: recordId, version, direction: z.enum(['up', 'down']) });
export const faqVisibilitySchema = z.object({ id: recordId, version, hidden: z.enum(['true', 'false']) });

export type FaqCreateInput = z.output<typeof faqCreateSchema>;
export type FaqUpdateInput = z.output<typeof faqUpdateSchema>;
export type FaqMoveInput = z.output<typeof faqMoveSchema>;
export type FaqVisibilityInput = z.output<typeof faqVisibilitySchema>;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A datetime-local field's value, in the site's time zone (America/Fortaleza). */
const siteDateTime = z.pipe(
  z.string({ error: 'siteTexts.error.dateTime' }).check(
    z.trim(),
    z.regex(DATE_TIME, 'siteTexts.error.dateTime'),
    // A day that does not exist (30 February) would roll over to another: refused.
    z.refine((v) => {
      const parsed = new Date(`${v}:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
    }, 'siteTexts.error.dateTime'),
  ),
  z.transform((v) => siteInstant(v.slice(0, 10), v.slice(11))),
);
const bannerText = requiredText(
  { required: 'siteTexts.error.required', tooLong: 'siteTexts.error.bannerTooLong' },
  BANNER_TEXT_MAX_LENGTH,
);

export const bannerSchema = z
  .object({
    version,
    textPt: bannerText,
    textEn: bannerText,
    link: z.pipe(
      z.nullish(
        z.string().check(
          z.trim(),
          z.maxLength(BANNER_LINK_MAX_LENGTH, 'siteTexts.error.link'),
          z.refine((v) => v === '' || isPageLink(v), 'siteTexts.error.link'),
        ),
      ),
      z.transform((v) => v || null),
    ),
    startsAt: siteDateTime,
    endsAt: siteDateTime,
  })
  .check(
    // Said only of two dates that are each valid (a date refused on its own is not compared).
    z.refine((v) => !(v.endsAt <= v.startsAt), { message: 'siteTexts.error.dateOrder', path: ['endsAt'] }),
  );

export type BannerInput = z.output<typeof bannerSchema>;

/** Where the dismissal form sends the visitor back: the page they were on. */
export const bannerDismissSchema = z.object({ version, back: hiddenText(2048) });
