// The header menu and the home page layout on a phone (runs in the 'mobile' project).
import { expect, test, type Page } from '@playwright/test';
import { header } from '../support/landing';

const toggle = (page: Page) => page.locator('button[aria-controls="site-menu"]');
const menu = (page: Page) => page.locator('#site-menu');

test('the menu toggle opens and closes the menu, and reports it', async ({ page }) => {
  await page.goto('/');
  const button = toggle(page);
  await expect(button).toHaveAccessibleName('Abrir menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName('Fechar menu');
  await expect(menu(page).getByRole('link', { name: 'Disponibilidade' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'English' })).toBeVisible();
  // Open over the hero, the header turns solid so the menu stays readable.
  await expect(header(page)).toHaveAttribute('data-state', 'solid');

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(header(page)).toHaveAttribute('data-state', 'transparent');
});

test('a section link scrolls there and closes the menu', async ({ page }) => {
  await page.goto('/');
  await toggle(page).click();
  await menu(page).getByRole('link', { name: 'Instalações' }).click();
  await expect(page).toHaveURL(/#instalacoes$/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Nossas instalações' })).toBeInViewport();
});

test('page links and FALE CONOSCO work from the menu', async ({ page }) => {
  await page.goto('/');
  await toggle(page).click();
  await menu(page).getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await toggle(page).click();
  await menu(page).getByRole('link', { name: 'FALE CONOSCO' }).click();
  await expect(page).toHaveURL(/\/#contact-form-section$/);
  await expect(page.locator('#contact-form-section')).toBeInViewport();
});

test('the English menu is translated and links back to Portuguese', async ({ page }) => {
  await page.goto('/en');
  await expect(toggle(page)).toHaveAccessibleName('Open menu');
  await toggle(page).click();
  await expect(menu(page).getByRole('link', { name: 'TALK TO US' })).toHaveAttribute('href', '#contact-form-section');
  await menu(page).getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('a click outside the open menu closes it', async ({ page }) => {
  await page.goto('/faq');
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.mouse.click(200, 800);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/en']) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(toggle(page)).toBeInViewport();
    });
  }
});
