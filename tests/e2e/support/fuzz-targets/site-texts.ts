// The site's texts: the staff's FAQ and banner forms, and the visitors' dismissal of the banner.
// The FAQ forms that name a question name none that exists (NO_RECORD): they reach every check
// and the not-found answer; the new-question form adds real ones, checked in the table with the
// migration's ten.
import {
  bannerDismissSchema,
  bannerSchema,
  faqCreateSchema,
  faqMoveSchema,
  faqUpdateSchema,
  faqVisibilitySchema,
} from '@/features/site/site-texts/site-texts.schema';
import { siteLocalInput } from '@/lib/site-time';
import { faqQuestions, siteBanner } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget } from './types';

const FAQ_TEXTS = {
  questionPt: 'O condomínio tem portaria 24 horas?',
  answerPt: 'Sim, com **controle de acesso**.\n- Câmeras\n- Vigilantes',
  questionEn: 'Is the gate staffed around the clock?',
  answerEn: 'Yes, with *access control*.',
};
const FAQ_PAGES = ['/admin/site/faq'];
const staff = { session: 'user' } as const;

export const SITE_TEXT_TARGETS: readonly FormTarget[] = [
  {
    action: 'siteTexts.createFaq',
    pages: FAQ_PAGES,
    ...staff,
    schema: faqCreateSchema,
    sample: (u) => ({ group: 'condominium', ...FAQ_TEXTS, submission: u.uuid }),
    stored: stored(
      faqQuestions,
      (r) => r.id,
      (r) => ({
        group: r.group,
        questionPt: r.questionPt,
        answerPt: r.answerPt,
        questionEn: r.questionEn,
        answerEn: r.answerEn,
      }),
      { multiline: ['answerPt', 'answerEn'] },
    ),
  },
  {
    action: 'siteTexts.updateFaq',
    pages: [`/admin/site/faq/${NO_RECORD}`],
    ...staff,
    schema: faqUpdateSchema,
    sample: () => ({ id: NO_RECORD, version: '1', ...FAQ_TEXTS }),
  },
  {
    action: 'siteTexts.moveFaq',
    pages: FAQ_PAGES,
    ...staff,
    schema: faqMoveSchema,
    sample: () => ({ id: NO_RECORD, version: '1', direction: 'up' }),
  },
  {
    action: 'siteTexts.setFaqVisibility',
    pages: FAQ_PAGES,
    ...staff,
    schema: faqVisibilitySchema,
    sample: () => ({ id: NO_RECORD, version: '1', hidden: 'true' }),
  },
  // The first valid post saves (version 0: no banner yet); later ones are refused as changed meanwhile.
  {
    action: 'siteTexts.saveBanner',
    pages: ['/admin/site/banner'],
    ...staff,
    schema: bannerSchema,
    sample: () => ({
      version: '0',
      textPt: 'Módulo 7 disponível a partir de março',
      textEn: 'Module 7 available from March',
      link: '/faq',
      startsAt: '2027-03-01T08:00',
      endsAt: '2027-03-31T18:00',
    }),
    stored: stored(
      siteBanner,
      () => 'banner',
      (r) => ({
        version: String(r.version),
        textPt: r.textPt,
        textEn: r.textEn,
        link: r.link ?? undefined,
        startsAt: siteLocalInput(r.startsAt),
        endsAt: siteLocalInput(r.endsAt),
      }),
    ),
  },
  {
    action: 'siteTexts.dismissBanner',
    pages: ['/', '/faq'],
    session: 'none',
    schema: bannerDismissSchema,
    sample: () => ({ version: '1', back: '/faq' }),
  },
];
