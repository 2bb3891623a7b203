import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { config } from '@/server/config';
import { sameSitePath } from '@/server/guards';
import { BANNER_DISMISSED_COOKIE } from '@/server/site-banner';
import { changeFlash, successFlash } from '@/lib/flash';
import { saveBanner } from './banner.server';
import { createFaqQuestion, moveFaqQuestion, setFaqQuestionHidden, updateFaqQuestion } from './faq.server';
import {
  bannerDismissSchema,
  bannerSchema,
  faqCreateSchema,
  faqMoveSchema,
  faqUpdateSchema,
  faqVisibilitySchema,
} from './site-texts.schema';
import { staffFormAction } from '@/server/forms/form-action';

const DISMISSAL_MAX_AGE_S = 180 * 24 * 60 * 60;

export const siteTexts = {
  createFaq: staffFormAction(faqCreateSchema, async (staff, input, context) => {
    await createFaqQuestion(staff, input);
    return {
      next: localizePath(context.locals.locale, '/admin/site/faq'),
      flash: successFlash('siteTexts.faq.created'),
    };
  }),
  updateFaq: staffFormAction(faqUpdateSchema, async (staff, input, context) => {
    const { changed } = await updateFaqQuestion(staff, input);
    return {
      next: localizePath(context.locals.locale, '/admin/site/faq'),
      flash: changeFlash(changed, 'siteTexts.faq.saved', 'siteTexts.faq.unchanged'),
    };
  }),
  moveFaq: staffFormAction(faqMoveSchema, async (staff, input, context) => {
    const { moved } = await moveFaqQuestion(staff, input);
    return {
      next: `${localizePath(context.locals.locale, '/admin/site/faq')}#faq-${input.id}`,
      flash: changeFlash(moved, 'siteTexts.faq.moved', 'siteTexts.faq.notMoved'),
    };
  }),
  setFaqVisibility: staffFormAction(faqVisibilitySchema, async (staff, input, context) => {
    await setFaqQuestionHidden(staff, input);
    return {
      next: `${localizePath(context.locals.locale, '/admin/site/faq')}#faq-${input.id}`,
      flash: successFlash(input.hidden === 'true' ? 'siteTexts.faq.hidden' : 'siteTexts.faq.shown'),
    };
  }),
  saveBanner: staffFormAction(bannerSchema, async (staff, input, context) => {
    const { changed } = await saveBanner(staff, input);
    return {
      next: localizePath(context.locals.locale, '/admin/site/banner'),
      flash: changeFlash(changed, 'siteTexts.banner.saved', 'siteTexts.banner.unchanged'),
    };
  }),
  // A visitor closes the banner: a cookie remembers which one, and the pages they are served leave
  // it out (a request with a cookie is rendered for them, never from the shared page cache).
  dismissBanner: defineAction({
    accept: 'form',
    input: bannerDismissSchema,
    handler: (input, context): FormResult => {
      context.cookies.set(BANNER_DISMISSED_COOKIE, String(input.version), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: config().secureCookies,
        maxAge: DISMISSAL_MAX_AGE_S,
      });
      return { next: sameSitePath(input.back) ?? localizePath(context.locals.locale, '/') };
    },
  }),
};
