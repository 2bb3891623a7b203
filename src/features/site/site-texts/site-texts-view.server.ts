// Props for the staff's FAQ and banner pages: the records as stored, as form values, with every
// label in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteLocalInput } from '@/lib/site-time';
import { FAQ_GROUPS, type FaqQuestionRow } from '@/server/db/schema';
import { bannerPhase, readBanner } from '@/server/site-banner';
import { findFaqQuestion, listFaqQuestions } from './faq.server';

export const FAQ_FORM_KEYS = [
  'siteTexts.faq.field.group',
  'siteTexts.faq.field.questionPt',
  'siteTexts.faq.field.answerPt',
  'siteTexts.faq.field.questionEn',
  'siteTexts.faq.field.answerEn',
  'siteTexts.faq.group.freight',
  'siteTexts.faq.group.condominium',
  'siteTexts.faq.create',
  'siteTexts.faq.save',
] as const satisfies readonly MessageKey[];

const FAQ_LIST_KEYS = [
  ...FAQ_FORM_KEYS,
  'siteTexts.faq.title',
  'siteTexts.faq.intro',
  'siteTexts.faq.empty',
  'siteTexts.faq.hiddenBadge',
  'siteTexts.faq.up',
  'siteTexts.faq.down',
  'siteTexts.faq.hide',
  'siteTexts.faq.show',
  'siteTexts.faq.edit',
  'siteTexts.faq.add',
] as const satisfies readonly MessageKey[];

const FAQ_EDIT_KEYS = [
  ...FAQ_FORM_KEYS,
  'siteTexts.faq.editTitle',
  'siteTexts.faq.intro',
  'siteTexts.faq.back',
] as const satisfies readonly MessageKey[];

const BANNER_KEYS = [
  'siteTexts.banner.title',
  'siteTexts.banner.intro',
  'siteTexts.banner.field.textPt',
  'siteTexts.banner.field.textEn',
  'siteTexts.banner.field.link',
  'siteTexts.banner.field.startsAt',
  'siteTexts.banner.field.endsAt',
  'siteTexts.banner.hint.link',
  'siteTexts.banner.hint.dates',
  'siteTexts.banner.save',
] as const satisfies readonly MessageKey[];

/** A question's texts as its form's values. */
const faqValues = (row: FaqQuestionRow): Record<string, string> => ({
  id: row.id,
  version: String(row.version),
  group: row.group,
  questionPt: row.questionPt,
  answerPt: row.answerPt,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
});

export async function faqListProps(locale: Locale) {
  const rows = await listFaqQuestions();
  const say = (key: MessageKey, row: FaqQuestionRow) =>
    translate(locale, key, { question: locale === 'en' ? row.questionEn : row.questionPt });
  return {
    labels: pick(locale, FAQ_LIST_KEYS),
    groups: FAQ_GROUPS.map((group) => {
      const inGroup = rows.filter((r) => r.group === group);
      return {
        group,
        questions: inGroup.map((row, index) => ({
          id: row.id,
          version: String(row.version),
          hidden: row.hidden,
          question: locale === 'en' ? row.questionEn : row.questionPt,
          first: index === 0,
          last: index === inGroup.length - 1,
          editHref: localizePath(locale, `/admin/site/faq/${row.id}`),
          aria: {
            up: say('siteTexts.faq.moveUp', row),
            down: say('siteTexts.faq.moveDown', row),
            visibility: say(row.hidden ? 'siteTexts.faq.showOne' : 'siteTexts.faq.hideOne', row),
            edit: say('siteTexts.faq.editOne', row),
          },
        })),
      };
    }),
  };
}

export type FaqListProps = Awaited<ReturnType<typeof faqListProps>>;

/** The edit page's props, or undefined when no question has this id. */
export async function faqEditProps(locale: Locale, id: string) {
  const row = await findFaqQuestion(id);
  if (!row) return undefined;
  return {
    labels: pick(locale, FAQ_EDIT_KEYS),
    values: faqValues(row),
    back: localizePath(locale, '/admin/site/faq'),
  };
}

export type FaqEditProps = NonNullable<Awaited<ReturnType<typeof faqEditProps>>>;

export async function bannerProps(locale: Locale, now = new Date()) {
  const row = await readBanner();
  const phase = bannerPhase(row, now);
  const state = row
    ? translate(locale, `siteTexts.banner.state.${phase}` as MessageKey, {
        start: formatDateTime(row.startsAt, locale),
        end: formatDateTime(row.endsAt, locale),
      })
    : translate(locale, 'siteTexts.banner.state.none');
  return {
    labels: pick(locale, BANNER_KEYS),
    state,
    phase,
    values: {
      version: String(row?.version ?? 0),
      textPt: row?.textPt ?? '',
      textEn: row?.textEn ?? '',
      link: row?.link ?? '',
      startsAt: row ? siteLocalInput(row.startsAt) : '',
      endsAt: row ? siteLocalInput(row.endsAt) : '',
    } as Record<string, string>,
  };
}

export type BannerProps = Awaited<ReturnType<typeof bannerProps>>;
