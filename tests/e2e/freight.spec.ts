// The freight pages walked as a visitor, in both languages: services, projects and their case
// studies, contact, FAQ and the legal pages.
import { expect, test, type Page } from '@playwright/test';

const copy = {
  en: {
    prefix: '/en',
    services: [
      'Road Freight',
      'Air Freight',
      'Ocean Freight',
      'Warehousing',
      'Cargo Insurance',
      'Supply Chain Solutions',
    ],
    reasons: ['Global Network', 'Advanced Technology', 'Expert Team', 'Customized Solutions'],
    categories: ['Supply Chain', 'Healthcare', 'Manufacturing', 'Agriculture', 'Retail', 'Non-profit'],
    contactUs: 'CONTACT US TODAY',
    readCaseStudy: 'READ CASE STUDY',
    caseSections: ['The challenge', 'The solution', 'The results'],
    back: 'All projects',
    offices: ['New York', 'London', 'Singapore'],
    condoForm: 'Go to the contact form',
    faqContact: 'Contact our team',
    notFound: 'Oops! Page not found',
    updated: 'Last updated: November 22, 2026',
    legalTitles: { privacy: 'Privacy Policy', terms: 'Terms of Service' },
  },
  'pt-BR': {
    prefix: '',
    services: [
      'Frete Rodoviário',
      'Frete Aéreo',
      'Frete Marítimo',
      'Armazenagem',
      'Seguro de Carga',
      'Soluções em Cadeia de Suprimentos',
    ],
    reasons: ['Rede Global', 'Tecnologia Avançada', 'Equipe Especializada', 'Soluções Personalizadas'],
    categories: ['Cadeia de Suprimentos', 'Saúde', 'Indústria', 'Agronegócio', 'Varejo', 'Terceiro Setor'],
    contactUs: 'FALE CONOSCO HOJE',
    readCaseStudy: 'LER ESTUDO DE CASO',
    caseSections: ['O desafio', 'A solução', 'Os resultados'],
    back: 'Todos os projetos',
    offices: ['Nova York', 'Londres', 'Singapura'],
    condoForm: 'Ir para o formulário de contato',
    faqContact: 'Fale com a nossa equipe',
    notFound: 'Ops! Página não encontrada',
    updated: 'Última atualização: 22 de novembro de 2026',
    legalTitles: { privacy: 'Política de Privacidade', terms: 'Termos de Serviço' },
  },
} as const;

async function expectOwnMeta(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(50);
}

for (const [lang, c] of Object.entries(copy)) {
  const path = (p: string) => `${c.prefix}${p}`;
  const at = (p: string) => new RegExp(`^https?://[^/]+${path(p)}$`);

  test.describe(`freight pages (${lang})`, () => {
    test('services: six cards with image and points, four reasons, and the call to contact', async ({ page }) => {
      await page.goto(path('/services'));
      await expectOwnMeta(page, lang);
      const cards = page.getByTestId('service-card');
      await expect(cards).toHaveCount(6);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([...c.services]);
      for (const card of await cards.all()) {
        await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
        expect(await card.locator('ul li').count()).toBeGreaterThanOrEqual(3);
      }
      await expect(page.getByTestId('reason').getByRole('heading')).toHaveText([...c.reasons]);
      await page.getByRole('link', { name: c.contactUs, exact: true }).click();
      await expect(page).toHaveURL(at('/contact'));
      await expect(page.getByTestId('office')).toHaveCount(3);
    });

    test('projects: six case-study cards; READ CASE STUDY opens the case study', async ({ page }) => {
      await page.goto(path('/projects'));
      await expectOwnMeta(page, lang);
      const cards = page.getByTestId('project-card');
      await expect(cards).toHaveCount(6);
      for (const [i, category] of c.categories.entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(category);
        await expect(card).toContainText(`0${i + 1}`);
        await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
      }
      const second = cards.nth(1);
      const title = (await second.getByRole('heading', { level: 3 }).textContent())!.trim();
      await second.getByRole('link', { name: c.readCaseStudy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${c.prefix}/projects/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2 })).toContainText([...c.caseSections]);
      await expect(page.getByTestId('result-figure')).toHaveCount(3);
      await expect(page.getByRole('main')).toContainText(c.categories[1]);

      await page.getByRole('link', { name: c.contactUs, exact: true }).click();
      await expect(page).toHaveURL(at('/contact'));
      await page.goBack();
      await page.getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(at('/projects'));
      await page.getByRole('link', { name: c.contactUs, exact: true }).click();
      await expect(page).toHaveURL(at('/contact'));
    });

    test('every case study opens from its card, and the slug is the same in both languages', async ({ page }) => {
      await page.goto(path('/projects'));
      const hrefs = await page
        .getByRole('link', { name: c.readCaseStudy, exact: true })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(new Set(hrefs).size).toBe(6);
      for (const href of hrefs) {
        const response = await page.goto(href);
        expect(response?.status(), href).toBe(200);
        const other = lang === 'en' ? href.replace(/^\/en/, '') : `/en${href}`;
        expect((await page.request.get(other)).status(), other).toBe(200);
      }
    });

    test('an unknown case study answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto(path('/projects/no-such-case-study'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.notFound);
    });

    test('contact: three offices with phone and email links, and the way to the condominium form', async ({ page }) => {
      await page.goto(path('/contact'));
      await expectOwnMeta(page, lang);
      const offices = page.getByTestId('office');
      await expect(offices.getByRole('heading', { level: 3 })).toContainText([...c.offices]);
      for (const office of await offices.all()) {
        await expect(office.locator('address')).toHaveText(/\d/);
        await expect(office.locator('a[href^="tel:+"]')).toHaveCount(1);
        await expect(office.locator('a[href^="mailto:"]')).toHaveText(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      }
      const form = page.getByRole('link', { name: c.condoForm });
      await expect(form).toHaveAttribute('href', lang === 'en' ? '/en#contact-form-section' : '/#contact-form-section');
    });

    test('faq: ten questions, one answer open at a time, by mouse and keyboard', async ({ page }) => {
      await page.goto(path('/faq'));
      await expectOwnMeta(page, lang);
      const items = page.getByTestId('faq-item');
      await expect(items).toHaveCount(10);
      const question = (i: number) => items.nth(i).locator('summary');
      const answer = (i: number) => items.nth(i).locator('p').first();
      await expect(answer(0)).toBeHidden();

      await question(0).click();
      await expect(answer(0)).toBeVisible();
      await question(1).click();
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeHidden();
      await question(1).click();
      await expect(answer(1)).toBeHidden();

      await question(2).focus();
      await page.keyboard.press('Enter');
      await expect(answer(2)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(answer(2)).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(question(3)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(answer(3)).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(question(2)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(answer(2)).toBeVisible();
      await expect(answer(3)).toBeHidden();

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = jsonLd
        .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown[] })
        .find((d) => d['@type'] === 'FAQPage');
      expect(faq?.mainEntity).toHaveLength(10);

      await page.getByRole('link', { name: c.faqContact }).click();
      await expect(page).toHaveURL(at('/contact'));
    });

    test('faq answers are in the page without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path('/faq'));
      const item = page.getByTestId('faq-item').last();
      await item.locator('summary').click();
      await expect(item.locator('p').first()).toBeVisible();
      await expect(item).toContainText('EST');
      await context.close();
    });

    for (const kind of ['privacy', 'terms'] as const) {
      test(`${kind}: shows the fixed update date`, async ({ page }) => {
        await page.goto(path(`/${kind}`));
        await expectOwnMeta(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.legalTitles[kind]);
        await expect(page.getByTestId('legal-updated')).toHaveText(c.updated);
        const toc = page.getByRole('navigation', { name: lang === 'en' ? 'On this page' : 'Nesta página' });
        await toc.getByRole('link').nth(2).click();
        await expect(page).toHaveURL(/#[a-z-]+$/);
      });
    }
  });
}
