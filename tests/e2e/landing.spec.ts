// The home page walked as a visitor, in Portuguese and English: header, plans dialog, facilities,
// the on-request map, the footer, fade-in, and how it behaves without JavaScript (the hero
// carousel has its own file, landing-hero.spec.ts).
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { siteDefaults } from '@/server/site-config';
import { carouselReady, currentSlide, fragmentDialogReady, header, scrollTo } from '../support/landing';

// The shared server's identity is never saved in the admin: the installation's values.
const site = siteDefaults();

test.describe('header', () => {
  test('is transparent over the hero and turns solid white after 50 px of scrolling', async ({ page }) => {
    await page.goto('/');
    const background = () => header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    const white = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await scrollTo(page, 40);
    await page.waitForTimeout(400);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await scrollTo(page, 120);
    await expect.poll(background).toBe(white);
    await scrollTo(page, 0);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');

    await page.goto('/faq');
    expect(await background()).toBe(white);
  });

  test('FALE CONOSCO scrolls to the contact form on the home page and leads there from other pages', async ({
    page,
  }) => {
    await page.goto('/');
    const talkToUs = header(page).getByRole('link', { name: 'FALE CONOSCO' });
    await expect(talkToUs).toHaveAttribute('href', '#contact-form-section');
    await talkToUs.click();
    await expect(page).toHaveURL(/\/#contact-form-section$/);
    await expect(page.locator('#contact-form-section')).toBeInViewport();

    await page.goto('/faq');
    await header(page).getByRole('link', { name: 'FALE CONOSCO' }).click();
    await expect(page).toHaveURL(/\/#contact-form-section$/);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('#contact-form-section')).toBeInViewport();

    await page.goto('/en/faq');
    await header(page).getByRole('link', { name: 'TALK TO US' }).click();
    await expect(page).toHaveURL(/\/en#contact-form-section$/);
    await expect(page.locator('#contact-form-section')).toBeInViewport();
  });

  test('links to the landing sections and to the other pages, in the page language', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Instalações' }).click();
    await expect(page).toHaveURL(/#instalacoes$/);
    await expect(page.getByRole('heading', { name: 'Nossas instalações' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Serviços' })).toHaveAttribute('href', '/services');

    await page.goto('/en/projects');
    const enNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(enNav.getByRole('link', { name: 'Modules' })).toHaveAttribute('href', '/en#modulos');
    await expect(enNav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en/faq');
    await expect(enNav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  });

  test('switches to the same page in the other language and back', async ({ page }) => {
    await page.goto('/');
    const toEnglish = page.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe, top-quality warehouses');

    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

    await page.goto('/faq');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
  });
});

test('the plans dialog shows the four plans with captions and closes with FECHAR, the X or Escape', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('6 ton', { exact: true })).toBeVisible();
  await expect(page.getByText('Piso de alta resistência', { exact: true })).toBeVisible();
  await expect(page.locator('#modulos li')).toHaveCount(6);
  // A link to the plans page, which the dialog's script opens in place.
  const trigger = page.getByRole('link', { name: 'CONHEÇA NOSSOS PROJETOS' });
  await expect(trigger).toHaveAttribute('href', '/plantas');
  await fragmentDialogReady(page);
  await trigger.scrollIntoViewIfNeeded();

  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Plantas do Condomínio' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    'Implantação, planta do galpão, cortes e fachadas e planta do térreo.',
  );
  const figures = dialog.getByRole('figure');
  await expect(figures).toHaveCount(4);
  for (const figure of await figures.all()) {
    await expect(figure.locator('figcaption')).not.toBeEmpty();
  }
  await dialog.getByRole('button', { name: 'FECHAR', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/');

  await trigger.click();
  await expect(dialog.getByRole('figure')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the facilities section shows its four cards', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Nossas instalações' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading')).toHaveText([
    'Portaria blindada',
    'Auditório',
    'Área de convivência',
    'Refeitório',
  ]);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toBeVisible();
    await expect(card.locator('p')).not.toBeEmpty();
  }
});

test('the location map is requested from OpenStreetMap only after the visitor asks for it', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
  });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'LOCALIZAÇÃO' });
  const address = section.locator('address');
  await expect(address).toContainText(site.address.street);
  await expect(address).toContainText(site.address.district);
  await expect(address).toContainText(`${site.address.city}/${site.address.state}`);
  await expect(address).toContainText(`CEP ${site.address.postalCode}`);
  await expect(section.getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${site.map.lat}`),
  );
  await expect(section.getByRole('link', { name: /Como chegar/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${site.map.lat.toFixed(5)},${site.map.lng.toFixed(5)}`,
  );

  const load = section.locator('summary', { hasText: 'Carregar mapa interativo' });
  await load.scrollIntoViewIfNeeded();
  await expect(section.getByText(/fornecido pelo OpenStreetMap/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(mapRequests).toEqual([]);

  await load.click();
  const frame = section.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(load).toHaveAccessibleName('Ocultar mapa interativo');
  await expect(frame).toHaveAttribute('title', 'Mapa interativo do condomínio no OpenStreetMap');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=/,
  );
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});

test('the footer shows the tagline, address, contacts and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Apaixonados por logística.');
  await expect(footer).toContainText(site.address.street);
  await expect(footer.locator(`a[href="tel:${site.phone}"]`)).toBeVisible();
  await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', String(site.instagramUrl));
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
});

test('the sections come in the spec order', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['modulos', 'instalacoes', 'disponibilidade', 'localizacao', 'contact-form-section']);
});

test('the English home page is translated', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Safe, top-quality warehouses');
  await expect(page.getByText('Modules from 1,705.23 m²')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our modules', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our facilities', exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'LOCATION', exact: true })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Passionate about logistics.');

  const next = page.getByRole('link', { name: 'Next image' });
  await carouselReady(page);
  await next.click();
  await expect(currentSlide(page, '2 of 2')).toBeVisible();

  const trigger = page.getByRole('link', { name: 'SEE OUR PLANS' });
  await expect(trigger).toHaveAttribute('href', '/en/plantas');
  await fragmentDialogReady(page);
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Condominium plans' });
  await expect(dialog.getByRole('figure')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator('summary', { hasText: 'Load the interactive map' })).toBeAttached();
});

test.describe('fade-in', () => {
  test('hides below-the-fold elements until they scroll into view', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#instalacoes [data-fade]').last();
    await expect(cards).toHaveAttribute('data-fade', 'out');
    await cards.scrollIntoViewIfNeeded();
    await expect(cards).toHaveAttribute('data-fade', 'in');
    await expect.poll(() => cards.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('never hides anything', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('load');
      await expect(page.locator('[data-fade="out"]')).toHaveCount(0);
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('everything is visible and the links still work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /Ilustração do condomínio/ })).toBeVisible();
    // The carousel's links show their slide by CSS.
    await page.getByRole('link', { name: 'Próxima imagem' }).click();
    await expect(page.locator('#hero-slide-2')).toHaveCSS('opacity', '1');
    await expect(page.locator('#hero-slide-1')).toHaveCSS('opacity', '0');
    for (const element of await page.locator('[data-fade]').all()) {
      await expect(element).toHaveCSS('opacity', '1');
    }
    await expect(page.getByRole('link', { name: /Abrir no mapa/ })).toHaveAttribute('href', /openstreetmap\.org/);
    await page.getByRole('link', { name: 'Localização' }).first().click();
    await expect(page).toHaveURL(/#localizacao$/);
    await header(page).getByRole('link', { name: 'FALE CONOSCO' }).click();
    await expect(page.locator('#contact-form-section')).toBeInViewport();
  });
});

for (const path of ['/', '/en']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ browser }) => {
    // Reduced motion: no element is mid-fade while axe measures contrast.
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path);
    await carouselReady(page);
    test.setTimeout(90_000);
    const serious = await axeViolations(page, { seriousOnly: true });
    expect(serious, serious.join('\n')).toEqual([]);
    await context.close();
  });
}
