// The contact form end to end: validation in both languages, sending with and without JavaScript,
// the module of interest, and the notification email arriving at the mail sink.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import type { ReceivedMail } from '../support/mail-sink.d.mts';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';

/** A name of letters only, unique to the test, to find its email among every test's mail. */
function uniqueName(first: string) {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1)}`;
}

async function mailsFor(name: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailApi()}/messages`);
  const all = (await response.json()) as ReceivedMail[];
  return all.filter((m) => m.subject.includes(name));
}

async function expectOneMail(name: string): Promise<ReceivedMail> {
  await expect.poll(async () => (await mailsFor(name)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailsFor(name);
  if (!mail) throw new Error('unreachable');
  expect(mail.envelopeTo).toEqual(['vendas@example.com']);
  return mail;
}

async function openForm(page: Page, path = '/') {
  await page.goto(`${path}#contact-form-section`);
  const form = page.locator('#contact-form-section form');
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function fillLead(
  page: Page,
  lead: { name: string; email: string; phone: string; message?: string },
  lang: 'pt' | 'en' = 'pt',
) {
  const label =
    lang === 'pt'
      ? { name: 'Nome completo', email: 'Email', phone: 'Celular', message: 'Mensagem' }
      : { name: 'Full name', email: 'Email', phone: 'Mobile phone', message: 'Message' };
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field(label.name).fill(lead.name);
  await field(label.email).fill(lead.email);
  await field(label.phone).fill(lead.phone);
  if (lead.message !== undefined) await field(label.message).fill(lead.message);
}

test.describe('with JavaScript', () => {
  test('shows the Portuguese validation messages, accessibly', async ({ page }) => {
    await openForm(page);
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();

    const name = page.getByLabel('Nome completo');
    await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Celular é obrigatório')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Nome completo é obrigatório');
    await expect(name).toBeFocused();

    await name.fill('Maria 2');
    await name.blur();
    await expect(name).toHaveAccessibleDescription('Nome deve conter apenas letras e espaços');
    await page.getByLabel('Celular').fill('84 9999x-0000');
    await page.getByLabel('Celular').blur();
    await expect(page.getByText('Formato de celular inválido')).toBeVisible();
    await page.getByLabel('Mensagem').fill('x'.repeat(1001));
    await page.getByLabel('Mensagem').blur();
    await expect(page.getByText('Mensagem muito longa')).toBeVisible();
    // Fixing a field clears its message as the visitor types.
    await name.fill('Maria Silva');
    await expect(name).not.toHaveAttribute('aria-invalid');
  });

  test('the form showing its messages has no axe violations', async ({ page }) => {
    test.setTimeout(60_000);
    await openForm(page);
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Nome completo é obrigatório')).toBeVisible();
    const found = await axeViolations(page, { include: '#contact-form-section' });
    expect(found, found.join('\n')).toEqual([]);
  });

  test('shows the English validation messages under /en', async ({ page }) => {
    await openForm(page, '/en');
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Mobile phone is required')).toBeVisible();
  });

  test('sends a lead: Enviando..., success toast, empty form, email at the sink', async ({ page }) => {
    const name = uniqueName('Maria');
    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    await openForm(page);
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    // Slow the request down (it still reaches the real server) so the busy state can be seen.
    await page.route('**/_actions/leads.submit', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await fillLead(page, {
      name,
      email: 'maria@example.com',
      phone: '(84) 99999-0000',
      message: 'Quero visitar o condomínio.',
    });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('button', { name: 'Enviando...' })).toBeVisible();

    const toast = page.getByRole('status').filter({ hasText: 'Sucesso!' });
    await expect(toast).toContainText('Sua mensagem foi enviada com sucesso. Entraremos em contato em breve.');
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('');
    await expect(page.getByLabel('Celular')).toHaveValue('');

    const mail = await expectOneMail(name);
    expect(mail.subject).toBe(`Novo contato pelo site: ${name}`);
    expect(mail.headers['reply-to']).toBe('maria@example.com');
    expect(mail.text).toContain('Celular: (84) 99999-0000');
    expect(mail.text).toContain('Quero visitar o condomínio.');

    // The toast can be closed, and leaves by itself otherwise.
    await toast.getByRole('button', { name: 'Fechar' }).click();
    await expect(toast).toHaveCount(0);
    // zod runs without its eval-compiled fast path, which the page's CSP would refuse.
    expect(cspViolations).toEqual([]);
  });

  test('?modulo=7 pre-selects module 7 and the email names it', async ({ page }) => {
    const name = uniqueName('Carlos');
    await openForm(page, '/?modulo=7');
    const module = page.getByLabel('Módulo de interesse');
    await expect(module).toHaveValue('7');
    await expect(module.locator('option:checked')).toHaveText('Módulo 7');
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await fillLead(page, { name, email: 'carlos@example.com', phone: '84999990000' });
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso!' })).toBeVisible();
    await expect(module).toHaveValue('');

    const mail = await expectOneMail(name);
    expect(mail.subject).toBe(`Novo contato pelo site: ${name} (Módulo 7)`);
    expect(mail.text).toContain('Módulo de interesse: Módulo 7');
    expect(mail.text).toContain('Não foi fornecida uma mensagem específica.');
  });

  test('a link with ?modulo=N selects the module in the form', async ({ page }) => {
    await page.goto('/?modulo=5#contact-form-section');
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 10_000 });
    await expect(page.getByLabel('Módulo de interesse')).toHaveValue('5');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows server messages with the values kept, then sends once and redirects', async ({ page }) => {
    const name = uniqueName('Ana');
    await openForm(page, '/?modulo=9');
    await fillLead(page, { name: `${name} 2`, email: 'ana@', phone: '123', message: 'Mensagem sem script.' });
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Corrija os campos destacados e envie novamente.');
    await expect(page.getByText('Nome deve conter apenas letras e espaços')).toBeVisible();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(page.getByText('Celular é obrigatório')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(`${name} 2`);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('ana@');
    await expect(page.getByLabel('Mensagem')).toHaveValue('Mensagem sem script.');
    await expect(page.getByLabel('Módulo de interesse')).toHaveValue('9');
    expect(await mailsFor(name)).toHaveLength(0);

    await fillLead(page, { name, email: 'ana@example.com', phone: '+55 84 99999-0000' });
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    expect(sent.status()).toBe(303);
    await expect(page).toHaveURL(/\/#contact-form-section$/);
    await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada!' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('');

    const mail = await expectOneMail(name);
    expect(mail.text).toContain('Módulo de interesse: Módulo 9');
    expect(mail.text).toContain('Mensagem sem script.');

    // Reloading the page after the redirect is a GET: nothing is sent again.
    const reload = await page.reload();
    expect(reload?.request().method()).toBe('GET');
    await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada!' })).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(await mailsFor(name)).toHaveLength(1);
  });

  test('the English page answers in English', async ({ page }) => {
    await openForm(page, '/en');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/en\?_action=leads\.submit#contact-form-section$/);
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields and send again.');
  });
});

test('a post sent twice with the same submission key (a browser retrying) makes one lead', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const submission = await page.locator('#contact-form-section input[name="submission"]').inputValue();
  expect(submission).toMatch(/^[0-9a-f-]{36}$/);
  const name = uniqueName('Retry');
  const post = (who = name) =>
    request.post('/?_action=leads.submit', {
      headers: { origin: new URL(baseURL ?? '').origin },
      form: { nome_completo: who, email: 'retry@example.com', celular: '(84) 99999-0000', pagina: '/', submission },
      maxRedirects: 0,
    });
  expect((await post()).status()).toBe(303);
  expect((await post()).status()).toBe(303);
  await expectOneMail(name);
  await page.waitForTimeout(1500);
  expect(await mailsFor(name)).toHaveLength(1);
  // The anonymous home page is shared (page cache): another visitor may hold the same key, and
  // their different lead is kept.
  const other = uniqueName('Other');
  expect((await post(other)).status()).toBe(303);
  await expectOneMail(other);
});
