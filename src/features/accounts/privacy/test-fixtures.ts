// For the privacy tests: customers who have used everything the site offers (shipments, a document,
// a charge, support, the contact form, sign-ins), made the features' own way, and a look through
// every table of the database for what is left of a person.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import * as z from 'zod/mini';
import { createCharge } from '@/features/portal/charges/charges.server';
import { createChargeSchema } from '@/features/portal/charges/charges.schema';
import { uploadDocumentSchema } from '@/features/portal/documents/document.schema';
import { uploadDocument } from '@/features/portal/documents/documents.server';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import { submitLead } from '@/features/sales/contact-form/leads.server';
import { createShipment } from '@/features/portal/shipments/shipments.server';
import { shipmentInput } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import {
  account,
  accountRateLimit,
  session,
  supportMessages,
  supportRequests,
  user,
  verification,
  workSlots,
} from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { useTestDatabaseForFile } from '@/server/db/test-database';
import { createStorage, type Storage } from '@/server/storage';
import { emailFingerprint } from './personal-data';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  locale: string;
  /** Whom they sent a shipment to: a third party whose details are on the customer's shipment. */
  receiver: { name: string; email: string };
  /** The address their sessions came from. */
  ip: string;
}

export const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** What must not be found anywhere once `p` is erased. */
export const traces = (p: Person) => [fullName(p), p.email, p.phone, p.receiver.name, p.receiver.email, p.ip];

export const ANA: Person = {
  id: 'ana-id-0001',
  firstName: 'Ana Beatriz',
  lastName: 'Quintela',
  email: 'Ana.Quintela@example.com',
  phone: '(84) 98765-4321',
  locale: 'en',
  receiver: { name: 'Carla Receptora', email: 'carla.receptora@example.com' },
  ip: '203.0.113.77',
};
export const BIA: Person = {
  id: 'bia-id-0002',
  firstName: 'Bianca',
  lastName: 'Ferreirinha',
  email: 'bianca.ferreirinha@example.com',
  phone: '(84) 91234-5678',
  locale: 'pt-BR',
  receiver: { name: 'Diego Destinatario', email: 'diego.destinatario@example.com' },
  ip: '198.51.100.88',
};
export const STAFF = { id: 'staff-id-0009', name: 'Equipe Parque', email: 'equipe@example.com' };

export const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export async function addStaff(handle: DatabaseHandle) {
  await handle.db.insert(user).values({
    id: STAFF.id,
    name: STAFF.name,
    email: STAFF.email,
    emailVerified: true,
    firstName: 'Equipe',
    lastName: 'Parque',
    role: 'admin',
  });
  return { ...STAFF, role: 'admin' as const };
}

/** Where a customer's data is written, cleared before each test. */
const CUSTOMER_TABLES = [
  'background_jobs',
  'charges',
  'documents',
  'shipments',
  'notifications',
  'form_submissions',
  'leads',
  'support_requests',
  'privacy_log',
  'account_rate_limit',
  'work_slots',
  'verification',
  'user',
];

/**
 * For a test file about customers' data: the database (`world.handle`), cleared of that data (and
 * of `moreTables`) before each test, and a storage on disk for their documents (`world.files`), in
 * a new folder each test.
 */
export function useCustomerData(name: string, moreTables: readonly string[] = []) {
  const world = {} as { handle: DatabaseHandle; files: Storage };
  useTestDatabaseForFile((h) => (world.handle = h), [...CUSTOMER_TABLES, ...moreTables]);
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), `privacy-${name}-`));
    world.files = createStorage({ driver: 'disk', directory: folder });
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  return world;
}

/** The staff member, and Ana and Bia with every kind of data. */
export async function addStaffAndCustomers({ handle, files }: { handle: DatabaseHandle; files: Storage }) {
  const staff = await addStaff(handle);
  const ana = await addCustomerWithData(handle, ANA, files);
  const bia = await addCustomerWithData(handle, BIA, files);
  return { staff, ana, bia };
}

let leadIp = 0;

/** `p` with an account and every kind of data the site keeps about a customer; returns what was made. */
export async function addCustomerWithData(handle: DatabaseHandle, p: Person, files: Storage) {
  const name = fullName(p);
  await handle.db.insert(user).values({
    id: p.id,
    name,
    email: p.email,
    emailVerified: true,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    locale: p.locale,
    role: 'user',
  });
  await handle.db.insert(account).values({
    id: `${p.id}-acc`,
    accountId: p.id,
    providerId: 'credential',
    userId: p.id,
    password: 'hash',
    updatedAt: new Date(),
  });
  await handle.db.insert(session).values({
    id: `${p.id}-ses`,
    token: `${p.id}-token`,
    userId: p.id,
    expiresAt: new Date('2099-01-01'),
    ipAddress: p.ip,
    userAgent: 'Firefox',
    updatedAt: new Date(),
  });
  await handle.db.insert(verification).values({
    id: `${p.id}-ver`,
    identifier: `reset-password:${p.id}-tok`,
    value: p.id,
    expiresAt: new Date('2099-01-01'),
  });
  await handle.db
    .insert(accountRateLimit)
    .values({ key: `/sign-in/email:${emailFingerprint(p.email)}`, count: 1, windowStart: new Date() });
  // A report of theirs being written.
  await handle.db
    .insert(workSlots)
    .values({ key: `report:${p.id}`, slot: 0, holder: `${p.id}-report`, expiresAt: new Date('2099-01-01') });
  const owner = { id: p.id, email: p.email, name, locale: p.locale };
  const shipment = await createShipment(
    owner,
    shipmentInput({
      senderName: name,
      senderEmail: p.email,
      receiverName: p.receiver.name,
      receiverEmail: p.receiver.email,
    }),
  );
  const upload = z.parse(uploadDocumentSchema, {
    file: new File([PDF], `Fatura ${p.lastName}.pdf`),
    documentType: 'invoice',
    shipmentId: shipment.id,
  });
  const document = await uploadDocument(owner, upload, files);
  const charge = await createCharge(
    STAFF,
    z.parse(createChargeSchema, {
      customerEmail: p.email,
      description: `Armazenagem de ${name}`,
      amount: '1.234,56',
      dueDate: '2026-12-05',
      shipment: shipment.trackingNumber,
    }),
  );
  const [request] = await handle.db
    .insert(supportRequests)
    .values({ userId: p.id, subject: `Dúvida de ${name}`, category: 'billing', shipmentId: shipment.id })
    .returning();
  await handle.db.insert(supportMessages).values([
    { requestId: request!.id, authorId: p.id, fromStaff: false, body: `Me liguem no ${p.phone}, obrigado.` },
    { requestId: request!.id, authorId: STAFF.id, fromStaff: true, body: `Olá ${name}, já resolvemos.` },
  ]);
  const lead = await submitLead(
    z.parse(leadSchema, {
      nome_completo: name,
      email: p.email.toLowerCase(),
      celular: p.phone,
      mensagem: 'Quero visitar o módulo 5.',
      locale: p.locale,
      pagina: '/',
    }),
    { ip: `192.0.2.${++leadIp}` },
  );
  await handle.db.transaction((tx) =>
    enqueueMail(
      tx,
      { to: p.email, subject: 'Confirme seu e-mail', text: `Olá ${name}` },
      { cause: { kind: 'user', id: p.id } },
    ),
  );
  return { shipment, document, charge, request: request!, lead };
}

/**
 * Rows (as text, with their table) that mention any of `terms`, case-insensitively, in every table
 * of the database: a table added later is searched too.
 */
export async function rowsMentioning(handle: DatabaseHandle, terms: readonly string[]) {
  // Both drivers answer { rows }; their types differ.
  const rowsOf = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables) {
    for (const { row } of await rowsOf<{ row: string }>(sql.raw(`SELECT t::text AS row FROM "${table}" t`))) {
      if (terms.some((term) => row.toLowerCase().includes(term.toLowerCase()))) found.push({ table, row });
    }
  }
  return found;
}
