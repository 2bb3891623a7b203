// The hero as a visitor meets it: headline (the page's largest paint), its backdrop images, and the
// carousel's buttons, dots, auto-advance, hover pause and reduced-motion behaviour.
import { expect, test } from '@playwright/test';
import { carouselReady, currentSlide, heroCarousel } from '../support/landing';

test.describe('hero', () => {
  test('shows the headline, the largest paint, and the smallest module area from the database without waiting', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galpões com segurança e máxima qualidade');
    await expect(page.getByText('Conheça o melhor condomínio logístico do Rio Grande do Norte.')).toBeVisible();
    await expect(page.getByText('Módulos a partir de 1.705,23 m²')).toBeVisible();
    // The headline is the largest paint; the images behind it fill the screen (a backdrop to the
    // browser) and load at low priority, after the HTML and the stylesheet.
    const largest = await page.evaluate(
      () =>
        new Promise<string | undefined>((resolve) =>
          new PerformanceObserver((list) =>
            resolve((list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element?.tagName),
          ).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    expect(largest).toBe('H1');
    const images = heroCarousel(page).locator('img');
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'low');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'low');
    for (const title of ['Localização estratégica', 'Galpões modulares', 'Conformidade e qualidade']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await heroCarousel(page).getByRole('link', { name: 'FALE CONOSCO' }).click();
    await expect(page.locator('#contact-form-section')).toBeInViewport();
  });

  test('previous, next and the dots change the image, ignoring clicks within 500 ms', async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('link', { name: 'Próxima imagem' });
    await carouselReady(page);
    await expect(currentSlide(page, '1 de 2')).toBeVisible();

    await next.click({ clickCount: 2 }); // the second click falls inside the lock: still image 2
    await expect(currentSlide(page, '2 de 2')).toBeVisible();
    await expect(page.getByRole('img', { name: /Vista aérea do terreno/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a imagem 2' })).toHaveAttribute('aria-current', 'true');

    await page.waitForTimeout(600);
    await page.getByRole('link', { name: 'Imagem anterior' }).click();
    await expect(currentSlide(page, '1 de 2')).toBeVisible();

    await page.waitForTimeout(600);
    const dot = page.getByRole('link', { name: 'Ir para a imagem 2' });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page, '2 de 2')).toBeVisible();
  });

  test('advances on its own after about 5 s', async ({ page }) => {
    await page.goto('/');
    await carouselReady(page);
    const started = Date.now();
    await expect(currentSlide(page, '2 de 2')).toBeVisible({ timeout: 8000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
  });

  test('pauses while hovered, and resumes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    await carouselReady(page);
    await page.getByRole('heading', { level: 1 }).hover();
    await page.waitForTimeout(6500);
    await expect(currentSlide(page, '1 de 2')).toBeVisible();
    await page.mouse.move(5, 5); // onto the header, outside the carousel
    await expect(currentSlide(page, '2 de 2')).toBeVisible({ timeout: 7000 });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('never advances on its own, while the buttons still work', async ({ page }) => {
      await page.goto('/');
      await carouselReady(page);
      await page.waitForTimeout(6500);
      await expect(currentSlide(page, '1 de 2')).toBeVisible();
      await expect(page.getByRole('button', { name: /Pausar/ })).toHaveCount(0);
      await page.getByRole('link', { name: 'Próxima imagem' }).click();
      await expect(currentSlide(page, '2 de 2')).toBeVisible();
    });
  });
});

// The sections below the first screen are laid out only as they near the viewport; until then each
// takes its --approx-height. A guess far from the real height would move a section link's target
// while the page scrolls to it.
for (const width of [390, 1280]) {
  test(`at ${width} px each section drawn on approach is guessed within a third of its height`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.goto('/');
    const sections = page.locator('main .render-on-approach');
    await expect(sections).toHaveCount(5);
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      const { id, guess, real } = await section.evaluate((el) => ({
        id: el.id,
        guess: parseFloat(getComputedStyle(el).getPropertyValue('--approx-height')) * 16,
        real: el.getBoundingClientRect().height,
      }));
      expect(Math.abs(guess - real) / real, `${id}: guessed ${guess} px, drawn ${real} px`).toBeLessThan(1 / 3);
    }
    await page.close();
  });
}
