// Records for the walks over every signed-in page (phone-routes.spec.ts, admin-a11y.spec.ts): each
// list those pages show has rows, and each page of one record is reached from its list.
import { expect, type Browser, type Page } from '@playwright/test';
import { freshIp, linkInMail, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { addDays, siteDay } from '@/lib/site-time';

type Prefix = '' | '/en';
type Viewport = { width: number; height: number };
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };
const origin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;

/** A context of its own at `viewport`, from an address of its own (the rate limits count per address). */
async function pageAt(browser: Browser, viewport: Viewport) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  return context.newPage();
}

/** A form post as the browser sends one (forms are checked for their origin). */
async function post(page: Page, path: string, form: Record<string, string>) {
  const response = await page.request.post(path, { form, headers: { origin: origin() }, maxRedirects: 0 });
  if (response.status() !== 303) expect(await response.text(), path).toBe('a 303');
}

/**
 * A signed-in customer with two shipments (one moved on by the staff), a support request, a document
 * and a charge, a contact-form lead, and the signed-in staff: each list the pages show has rows.
 * The customer's company leases module `module` from yesterday to tomorrow (each walk its own
 * module: two leases of one never overlap) and has a maintenance request open; the staff made a
 * room and sent that module a notice.
 */
export async function seedRecords(
  browser: Browser,
  { prefix, lead, module, viewport }: { prefix: Prefix; lead: string; module: number; viewport: Viewport },
) {
  const customer = await pageAt(browser, viewport);
  const email = uniqueEmail('phone');
  await post(customer, `${prefix}/signup?_action=account.signUp`, {
    firstName: 'Ana Beatriz',
    lastName: 'Souza de Albuquerque',
    email,
    password: STRONG_PASSWORD,
    locale: prefix ? 'en' : 'pt-BR',
  });
  await customer.goto(await linkInMail(email, /./));
  await expect(customer).toHaveURL(`${prefix}/dashboard`);
  for (const destination of ['Recife/PE', 'São José dos Campos/SP']) {
    await post(customer, '/create-shipment?_action=shipments.create', {
      origin: 'Parnamirim/RN',
      destination,
      weight: '12.5',
      senderName: 'Ana Beatriz Souza',
      senderEmail: 'ana@example.com',
      receiverName: 'Rui Albuquerque',
      receiverEmail: 'rui@example.com',
    });
  }
  await post(customer, '/support?_action=support.create', {
    submission: crypto.randomUUID(),
    subject: 'Dúvida sobre a coleta no módulo 4',
    category: 'other',
    message: 'A coleta pode ser feita amanhã de manhã?',
  });
  const upload = await customer.request.post('/dashboard/documents?_action=documents.upload', {
    multipart: {
      submission: crypto.randomUUID(),
      documentType: 'invoice',
      file: { name: 'nota-fiscal-novembro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
    headers: { origin: origin() },
    maxRedirects: 0,
  });
  expect(upload.status(), 'document upload').toBe(303);
  const shipment = /href="\/dashboard\/shipments\/([0-9a-f-]{36})"/.exec(
    await (await customer.request.get('/dashboard/shipments')).text(),
  )?.[1];
  expect(shipment, 'a shipment of the customer').toBeTruthy();

  const admin = await pageAt(browser, viewport);
  await post(admin, '/login?_action=account.signIn', ADMIN);
  await post(admin, '/admin/charges?_action=charges.create', {
    submission: crypto.randomUUID(),
    customerEmail: email,
    description: 'Armazenagem de novembro, módulo 4',
    amount: '1.234,56',
    dueDate: '2099-01-10',
  });
  await post(admin, `/admin/shipments/${shipment}?_action=shipmentOps.move`, {
    shipmentId: shipment!,
    status: 'approved',
  });
  const day = (offset: number) => addDays(siteDay(new Date()), offset);
  await post(admin, '/admin/modules?_action=tenancy.linkLease', {
    email,
    module: String(module),
    startsOn: day(-1),
    endsOn: day(1),
    companyName: 'Transportes Potiguar de Armazenagem Ltda',
  });
  await post(customer, '/dashboard/maintenance?_action=maintenance.create', {
    submission: crypto.randomUUID(),
    moduleNumber: String(module),
    category: 'dock_door',
    urgency: 'high',
    description: 'A porta da doca 2 não fecha até o fim.',
  });
  await post(admin, '/admin/tenants/rooms?_action=adminRooms.save', {
    namePt: 'Auditório',
    nameEn: 'Auditorium',
    capacity: '80',
    opens: '08:00',
    closes: '22:00',
    minMinutes: '30',
    maxMinutes: '240',
    cancelNoticeHours: '24',
  });
  await post(admin, '/admin/tenants/notices?_action=adminNotices.publish', {
    submission: crypto.randomUUID(),
    title: 'Manutenção da subestação no sábado',
    body: 'A energia será desligada das **8h às 12h**.',
    urgency: 'urgent',
    audience: 'modules',
    modules: String(module),
  });
  await post(admin, '/?_action=leads.submit', {
    nome_completo: lead,
    email: 'lia@logistica.example',
    celular: '(84) 98888-0000',
    mensagem: 'Visita ao módulo 4.',
    modulo: '4',
  });
  return { customer, admin };
}
