// Helpers for the account specs: a client address per test (the auth rate limits count per
// address), unique customers, their mail from the sink, and signed-in pages of their own.
import { expect, type Browser, type Page } from '@playwright/test';
import type { ReceivedMail } from '../../support/mail-sink.d.mts';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';

export const STRONG_PASSWORD = 'Senha1234';

let counter = 0;
/** A fresh client address (the e2e server trusts X-Forwarded-For). */
export function freshIp() {
  const n = (process.pid * 97 + Date.now() + counter++) % 250;
  return `10.${(counter * 7) % 250}.${Math.floor(Math.random() * 250)}.${n + 1}`;
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.envelopeTo.includes(email));
}

/** The link in the newest mail to `email` whose subject matches, waiting for it to arrive. */
export async function linkInMail(email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(email)).filter((m) => subject.test(m.subject)).at(-1);
        link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Opens a page and waits until its islands have hydrated (a click before that posts the form). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function signUp(page: Page, prefix: '' | '/en', customer: Customer) {
  await open(page, `${prefix}/signup`);
  await fillSignUp(page, prefix === '/en', customer);
}

/** Fills and sends the sign-up form open on `page`. */
export async function fillSignUp(page: Page, en: boolean, customer: Customer) {
  await page.getByLabel(en ? 'First name' : 'Nome', { exact: true }).fill(customer.firstName);
  await page.getByLabel(en ? 'Last name' : 'Sobrenome', { exact: true }).fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel(en ? 'Password' : 'Senha', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: en ? 'SIGN UP' : 'CADASTRAR' }).click();
}

export async function logIn(page: Page, email: string, password: string, en = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(en ? 'Password' : 'Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: en ? 'LOGIN' : 'ENTRAR' }).click();
}

/** Signs up through the page and confirms through the emailed link: signed in afterwards. */
export async function verifiedCustomer(page: Page, prefix: '' | '/en', tag: string): Promise<Customer> {
  const customer = { firstName: 'Ana', lastName: 'Souza', email: uniqueEmail(tag), password: STRONG_PASSWORD };
  await signUp(page, prefix, customer);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: prefix ? 'Confirmation required' : 'Confirmação necessária' })
      .first(),
  ).toBeVisible();
  await page.goto(await linkInMail(customer.email, /./));
  return customer;
}

/** A signed-in page for `email` in a context of its own (optionally without JavaScript). */
export async function signedIn(
  browser: Browser,
  prefix: '' | '/en',
  email: string,
  password: string,
  target: string,
  javaScriptEnabled = true,
) {
  const js = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await js.newPage();
  await open(page, `${prefix}/login?redirect=${target}`);
  await logIn(page, email, password, prefix === '/en');
  await expect(page).toHaveURL(target);
  if (javaScriptEnabled) return page;
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  await noJs.addCookies(await js.cookies());
  await js.close();
  const plain = await noJs.newPage();
  await plain.goto(target);
  return plain;
}
