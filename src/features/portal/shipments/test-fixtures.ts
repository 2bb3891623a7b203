// Test fixtures for the shipment tests (the customer's and the staff's): accounts, valid
// create-shipment input and the emails queued.
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import * as z from 'zod/mini';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, user } from '@/server/db/schema';
import { useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { createShipmentSchema, type CreateShipmentInput } from './shipment.schema';

/** A verified account with id `id` and email `<id>@example.com` (a customer unless `role` says). */
export async function addUser(
  handle: DatabaseHandle,
  id: string,
  { locale = 'pt-BR', name = `Ana ${id}`, role = 'user' } = {},
) {
  const email = `${id}@example.com`;
  await handle.db.insert(user).values({
    id,
    name,
    email,
    emailVerified: true,
    firstName: name.split(' ')[0] ?? name,
    lastName: id,
    locale,
    role,
  });
  return { id, email, name, locale };
}

export type TestUser = Awaited<ReturnType<typeof addUser>>;

export const shipmentInput = (overrides: Record<string, unknown> = {}): CreateShipmentInput =>
  z.parse(createShipmentSchema, {
    origin: 'Parnamirim/RN',
    destination: 'Recife/PE',
    weight: 12.5,
    senderName: 'Ana Souza',
    senderEmail: 'ana@example.com',
    receiverName: 'João Lima',
    receiverEmail: 'joao@example.com',
    ...overrides,
  });

/** The emails queued so far, oldest first. */
export async function queuedMail(handle: DatabaseHandle) {
  const rows = await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.createdAt);
  return rows.map((row) => ({ ...(row.payload as MailMessage), causeKind: row.causeKind, causeId: row.causeId }));
}

/** The admin account the staff's forms are tested as. */
const STAFF = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };

/**
 * For a test file of the staff's forms: the database, `tables` and the accounts cleared before each
 * test, then the admin account the tests act as added again; returns that account.
 */
export function useStaffTestDatabase(receive: (handle: DatabaseHandle) => void, tables: readonly string[]) {
  let handle: DatabaseHandle | undefined;
  useTestDatabaseForFile(
    (h) => {
      handle = h;
      receive(h);
    },
    [...tables, 'user'],
  );
  beforeEach(async () => {
    if (handle) await addUser(handle, STAFF.id, { role: 'admin', name: STAFF.name });
  });
  return STAFF;
}
