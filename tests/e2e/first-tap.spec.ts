// Every control on the public pages works on the first tap, before any script has loaded: on a slow
// network (throttled through CDP) with every script of the site held back until the taps are done,
// each visible link, button and summary in the header and main is scrolled into view, tapped at
// once and its effect checked. The list is read from the page, so a new control without a path
// that works before its script fails here.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { publicPaths } from '@/features/site/seo/public-pages';
import { localizePath } from '@/lib/paths';

const TRIGGERS = ':is(header, main) :is(a[href], button, summary)';
const SLOW = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};

interface Navigation {
  url: string;
  method: string;
  body: string | null;
}

/** Throttles the network, holds every script until `release()`, and answers any request for
 *  another document with 204 (the page stays) after noting it, so each link's target is checked
 *  without leaving. */
async function slowPage(context: BrowserContext, page: Page, { intercept = true } = {}) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/_astro/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  const navigations: Navigation[] = [];
  let opened = false;
  if (intercept)
    await context.route('**/*', async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || !opened) return route.fallback();
      navigations.push({
        url: request.url(),
        method: request.method(),
        body: request.postData(),
      });
      return route.fulfill({ status: 204 });
    });
  const open = async (path: string) => {
    await page.goto(path, { waitUntil: 'commit' });
    opened = true;
  };
  return { open, navigations, release };
}

/** A value each required field of a form takes. */
async function fill(form: Locator) {
  for (const field of await form.locator('input:not([type=hidden]):not([tabindex="-1"]), textarea').all()) {
    const type = (await field.getAttribute('type')) ?? 'text';
    if (!(await field.evaluate((el: HTMLInputElement) => el.required))) continue;
    const name = await field.getAttribute('name');
    // A required choice (the booking page's slots): its first option, once per group.
    if (type === 'radio') {
      if ((await form.locator(`input[name="${name}"]:checked`).count()) === 0) await field.check();
      continue;
    }
    await field.fill(
      type === 'email'
        ? 'ana@example.com'
        : type === 'tel'
          ? '(84) 99999-0000'
          : name === 'codigo'
            ? 'PLP-TESTE-1'
            : 'Ana Teste',
    );
  }
}

async function expectTargetReached(page: Page, hash: string) {
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
  const target = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);
  await expect(target).toBeInViewport();
  expect(await target.evaluate((el) => el.matches(':target'))).toBe(true);
  // A slide reached this way is the one showing.
  if (await target.evaluate((el) => el.hasAttribute('data-slide'))) await expect(target).toHaveCSS('opacity', '1');
}

async function tapEach(page: Page, navigations: Navigation[]) {
  // Nothing is painted before the stylesheets in the head have arrived: no tap before that.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet),
  );
  // Each visible control, pinned by a mark of its own: opening one may show others before it.
  const count = await page
    .locator(TRIGGERS)
    .evaluateAll(
      (elements) =>
        elements.filter((el) => el.checkVisibility()).map((el, i) => el.setAttribute('data-first-tap', String(i)))
          .length,
    );
  const triggers = Array.from({ length: count }, (_, i) => page.locator(`[data-first-tap="${i}"]`));
  expect(triggers.length).toBeGreaterThan(0);
  let tapped = 0;
  for (const trigger of triggers) {
    const info = await trigger.evaluate((el) => ({
      tag: el.tagName.toLowerCase(),
      href: el.getAttribute('href') ?? el.getAttribute('xlink:href'),
      target: el.getAttribute('target'),
      type: el.getAttribute('type'),
      popover: el.getAttribute('popovertarget'),
      command: el.getAttribute('command'),
      commandfor: el.getAttribute('commandfor'),
      inForm: Boolean(el.closest('form')),
      step: el.hasAttribute('data-carousel-step'),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
    }));
    const what = `${info.tag} "${info.name}" ${info.href ?? ''}`;
    // The previous/next pair of a slide that is no longer showing has made way for the current one.
    if (info.step && !(await trigger.isVisible())) continue;
    if (info.href?.startsWith('tel:') || info.href?.startsWith('mailto:')) {
      expect(info.href, what).toMatch(/^(tel:\+?\d+|mailto:\S+@\S+)$/);
      continue;
    }
    await trigger.scrollIntoViewIfNeeded();
    if (info.tag === 'a') {
      const url = new URL(info.href!, page.url());
      const here = new URL(page.url());
      await trigger.click();
      if (
        url.origin === here.origin &&
        url.pathname === here.pathname &&
        url.search === here.search &&
        url.hash &&
        !info.target
      ) {
        await expectTargetReached(page, url.hash);
      } else {
        url.hash = '';
        await expect.poll(() => navigations.some((n) => n.url === url.href && n.method === 'GET'), what).toBe(true);
        for (const popup of page
          .context()
          .pages()
          .filter((p) => p !== page))
          await popup.close();
      }
    } else if (info.tag === 'summary') {
      const details = trigger.locator('xpath=..');
      const before = await details.evaluate((el: HTMLDetailsElement) => el.open);
      await trigger.click();
      await expect.poll(() => details.evaluate((el: HTMLDetailsElement) => el.open), what).toBe(!before);
      const frame = details.locator('iframe');
      if (!before && (await frame.count()) > 0) await expect(frame, what).toBeVisible();
    } else if (info.popover) {
      await trigger.click();
      const popover = page.locator(`[id="${info.popover}"]`);
      await expect.poll(() => popover.evaluate((el) => el.matches(':popover-open')), what).toBe(true);
      await expect(popover.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Escape');
    } else if (info.commandfor) {
      await trigger.click();
      const dialog = page.locator(`dialog[id="${info.commandfor}"]`);
      await expect(dialog, what).toBeVisible();
      await page.keyboard.press('Escape');
    } else if (info.inForm && (info.type === 'submit' || info.type === null)) {
      const form = trigger.locator('xpath=ancestor::form[1]');
      await fill(form);
      const method = ((await form.getAttribute('method')) ?? 'get').toUpperCase();
      const action = new URL((await form.getAttribute('action')) ?? page.url(), page.url());
      await trigger.click();
      await expect
        .poll(() => navigations.some((n) => n.method === method && new URL(n.url).pathname === action.pathname), what)
        .toBe(true);
    } else {
      throw new Error(`${what} on ${page.url()} has no way to work before its script has loaded.`);
    }
    tapped++;
  }
  return tapped;
}

const pages = publicPaths().flatMap((path) => [localizePath('pt-BR', path), localizePath('en', path)]);

// The taps' effects are what is checked here, not the motion between them: with reduced motion (as
// many visitors browse) a section link jumps instead of scrolling smoothly and a slide shows without
// its fade, so each of the home page's ~85 taps is not waited out (landing.spec.ts and
// landing-hero.spec.ts check the scrolling and the fades).
test.use({ reducedMotion: 'reduce' });

test.describe('before any script has loaded', () => {
  for (const path of pages) {
    test(`every control on ${path} works on the first tap`, async ({ context, page }) => {
      test.setTimeout(path === '/' || path === '/en' ? 240_000 : 90_000);
      const { open, navigations, release } = await slowPage(context, page);
      await open(path);
      await page.locator('footer').waitFor({ state: 'attached', timeout: 60_000 });
      const tapped = await tapEach(page, navigations);
      expect(tapped).toBeGreaterThan(5);
      // Nothing ran meanwhile: the held scripts are released only now.
      expect(await page.evaluate(() => document.querySelector('[data-hero-carousel][data-ready]'))).toBeNull();
      release();
    });
  }

  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });

    for (const path of ['/', '/en/faq']) {
      test(`the menu button and every control of ${path} work on the first tap`, async ({ context, page }) => {
        test.setTimeout(240_000);
        const { open, navigations, release } = await slowPage(context, page);
        await open(path);
        // The menu button, tapped the moment it shows, while the page is still arriving.
        const toggle = page.locator('button[aria-controls="site-menu"]');
        await toggle.tap();
        await expect(page.locator('#site-menu').getByRole('link', { name: /Perguntas frequentes|FAQ/ })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('#site-menu')).toBeHidden();
        await page.locator('footer').waitFor({ state: 'attached', timeout: 60_000 });
        expect(await tapEach(page, navigations)).toBeGreaterThan(5);
        release();
      });
    }
  });
});

test.describe('while the scripts arrive', () => {
  test('a carousel slide and the menu chosen before the script stay chosen once it runs', async ({ context, page }) => {
    const { open, release } = await slowPage(context, page);
    await open('/');
    await page.getByRole('link', { name: 'Ir para a imagem 2' }).click();
    await expect(page.locator('#hero-slide-2')).toHaveCSS('opacity', '1');
    release();
    await expect(page.locator('[data-hero-carousel]')).toHaveAttribute('data-ready', '', { timeout: 60_000 });
    await expect(page.getByRole('group', { name: '2 de 2', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para a imagem 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('a module on the site plan opens its figures once the script has run', async ({ context, page }) => {
    const { open, release } = await slowPage(context, page);
    await open('/');
    const module7 = page.locator('[data-site-plan] [data-module="7"]');
    await module7.click();
    await expectTargetReached(page, '#modulo-7');
    release();
    await expect(module7).toHaveAttribute('role', 'button', {
      timeout: 60_000,
    });
    await module7.click();
    await expect(page.getByRole('dialog', { name: 'Módulo 7' })).toBeVisible();
  });

  test('what the visitor typed before the form hydrated is kept', async ({ context, page }) => {
    test.setTimeout(120_000);
    const { open, release } = await slowPage(context, page, {
      intercept: false,
    });
    await open('/');
    const form = page.getByRole('form', { name: /Formulário de contato/ });
    await form.getByLabel(/Nome/).fill('Ana Antes');
    await form.getByLabel(/Email/).fill('ana@example.com');
    await form.getByLabel(/Celular/).fill('(84) 99999-0000');
    await form.getByLabel(/Módulo/).selectOption('7');
    await form.getByLabel(/Mensagem/).fill('Escrito antes do script.');
    release();
    const island = page.locator('astro-island').filter({ has: form });
    await expect(island).not.toHaveAttribute('ssr', { timeout: 60_000 });
    await expect
      .poll(() => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))), { timeout: 30_000 })
      .toBe(true);
    await expect(form.getByLabel(/Nome/)).toHaveValue('Ana Antes');
    await expect(form.getByLabel(/Mensagem/)).toHaveValue('Escrito antes do script.');
    await expect(form.getByLabel(/Módulo/)).toHaveValue('7');
  });

  test('a send before the form has hydrated posts it', async ({ context, page }) => {
    test.setTimeout(120_000);
    const { open, release } = await slowPage(context, page, {
      intercept: false,
    });
    await open('/');
    await page.locator('footer').waitFor({ state: 'attached', timeout: 60_000 });
    const form = page.getByRole('form', { name: /Formulário de contato/ });
    await fill(form);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Mensagem enviada!')).toBeVisible({
      timeout: 60_000,
    });
    release();
  });
});
