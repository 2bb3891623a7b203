import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { useTestDatabaseForFile } from '@/server/db/test-database';
import { eraseOnRequest, lookUpPerson } from './staff-privacy.server';
import { addStaff, STAFF } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'user']);

describe('lookUpPerson (the staff privacy page, ?email=)', () => {
  it('finds the account by its address, whatever the case', async () => {
    await addStaff(handle);
    const found = await lookUpPerson(STAFF.email.toUpperCase());
    expect(found.account?.id).toBe(STAFF.id);
  });

  // The fuzz test's GET /admin/privacy?email=%00%25 answered 500: PostgreSQL refuses a NUL.
  it('finds nobody for an address with a control character, without asking the database', async () => {
    await addStaff(handle);
    for (const typed of ['\u0000%', `${STAFF.email}\u0000`, `a\u001b@example.com`]) {
      await expect(lookUpPerson(typed)).resolves.toEqual({ email: typed.trim(), leads: { count: 0 } });
    }
  });
});

describe('eraseOnRequest (the staff privacy form)', () => {
  it('refuses an address with no account or no lead, and a staff account, erasing nothing', async () => {
    await addStaff(handle);
    const request = { actor: STAFF, note: 'Pedido por e-mail' };
    const notFound = { code: 'NOT_FOUND', message: 'privacy.staff.error.notFound' };
    await expect(eraseOnRequest('customer', 'ninguem@example.com', request)).rejects.toMatchObject(notFound);
    await expect(eraseOnRequest('lead', 'ninguem@example.com', request)).rejects.toMatchObject(notFound);
    await expect(eraseOnRequest('customer', STAFF.email, request)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'privacy.error.staff',
    });
    expect((await lookUpPerson(STAFF.email)).account?.id).toBe(STAFF.id);
  });
});
