// Helpers for the home page's browser tests.
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until React has hydrated `element` (its props are attached), so that clicks on it work:
 *  Astro drops the island's `ssr` attribute before React's concurrent hydration has finished. */
export async function hydrated(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/** The fragment dialog's script has bound the plans and area-table links (it marks the dialog
 *  `data-ready`); before that a click on them opens their page. */
export async function fragmentDialogReady(page: Page) {
  await expect(page.locator('dialog[data-fragment-dialog]')).toHaveAttribute('data-ready', '');
}

/** The hero carousel's script has bound its controls (it marks the carousel `data-ready`). */
export async function carouselReady(page: Page) {
  await expect(heroCarousel(page)).toHaveAttribute('data-ready', '');
}

export const header = (page: Page) => page.locator('header[data-site-header]');
export const heroCarousel = (page: Page) => page.locator('[data-hero-carousel]');
export const currentSlide = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

export async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
}
