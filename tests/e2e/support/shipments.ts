// Helpers for the shipment specs: filling and sending the create-shipment form (pt-BR).
import { expect, type Page } from '@playwright/test';
import { open } from './accounts';

export async function fillShipment(page: Page, destination: string, receiver = 'João Lima') {
  await page.getByLabel('Origem').fill('Parnamirim/RN');
  await page.getByLabel('Destino').fill(destination);
  await page.getByLabel('Peso (kg)').fill('12.5');
  await page.getByLabel('Nome do remetente').fill('Ana Souza');
  await page.getByLabel('Email do remetente').fill('ana@example.com');
  await page.getByLabel('Nome do destinatário').fill(receiver);
  await page.getByLabel('Email do destinatário').fill('joao@example.com');
}

/** Creates a shipment through the form as the signed-in customer; its tracking number and id. */
export async function createShipment(page: Page, destination: string, receiver?: string) {
  await open(page, '/create-shipment');
  await fillShipment(page, destination, receiver);
  await page.getByRole('button', { name: 'Criar Envio' }).click();
  await expect(page).toHaveURL('/dashboard');
  const row = page.locator('tr[data-shipment]', { hasText: destination }).first();
  const tracking = (await row.getAttribute('data-shipment')) ?? '';
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  return { tracking, id: href.split('/').at(-1) ?? '', path: href };
}

/** Creates a shipment as the signed-in customer, the way the form does without JavaScript (fast). */
export async function postShipment(page: Page, destination: string) {
  const response = await page.request.post('/create-shipment?_action=shipments.create', {
    headers: { origin: new URL(page.url()).origin },
    form: {
      origin: 'Parnamirim/RN',
      destination,
      weight: '3',
      senderName: 'Ana',
      senderEmail: 'ana@example.com',
      receiverName: 'Rui',
      receiverEmail: 'rui@example.com',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}
