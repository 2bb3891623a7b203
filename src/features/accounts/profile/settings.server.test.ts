// The Settings tab's profile: the schema's rules and messages, and saving touches only the
// signed-in customer's own row (on PGlite, and PostgreSQL when the suite finds one).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { useTestDatabase } from '@/server/db/test-database';
import { validateForm } from '@/lib/forms/validate-form';
import { profileSchema } from './profile.schema';
import { updateProfile } from './settings.server';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
const validateProfileForm = (data: FormData) => validateForm(profileSchema, data);
const valid = { firstName: 'Ana', lastName: 'Lima', phone: '(84) 99999-0000', locale: 'en' };

describe('the profile schema', () => {
  it('accepts a complete profile, and one without a phone', () => {
    expect(validateProfileForm(form(valid))).toEqual({});
    expect(validateProfileForm(form({ ...valid, phone: '  ' }))).toEqual({});
  });

  it('names what is wrong with each field', () => {
    expect(validateProfileForm(form({}))).toEqual({
      firstName: 'settings.error.firstName',
      lastName: 'settings.error.lastName',
      locale: 'settings.error.locale',
    });
    expect(validateProfileForm(form({ ...valid, phone: '8499' }))).toEqual({ phone: 'settings.error.phone' });
    expect(validateProfileForm(form({ ...valid, phone: '84 9999-0000 ramal' }))).toEqual({
      phone: 'settings.error.phone',
    });
    expect(validateProfileForm(form({ ...valid, firstName: 'x'.repeat(101) }))).toEqual({
      firstName: 'settings.error.tooLong',
    });
    expect(validateProfileForm(form({ ...valid, locale: 'fr' }))).toEqual({ locale: 'settings.error.locale' });
  });
});

describe('saving the profile', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await useTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const insert = (id: string) =>
    handle.db.insert(user).values({
      id,
      name: 'Old Name',
      email: `${id}@example.com`,
      emailVerified: true,
      firstName: 'Old',
      lastName: 'Name',
      role: 'user',
    });
  const row = async (id: string) => (await handle.db.select().from(user).where(eq(user.id, id)))[0];

  it('changes the name, phone and language of that customer only, never the email or role', async () => {
    await insert('ana');
    await insert('bia');
    await updateProfile('ana', { firstName: 'Ana', lastName: 'Lima', phone: '(84) 99999-0000', locale: 'en' });
    expect(await row('ana')).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      name: 'Ana Lima',
      phone: '(84) 99999-0000',
      locale: 'en',
      email: 'ana@example.com',
      role: 'user',
    });
    expect(await row('bia')).toMatchObject({ firstName: 'Old', lastName: 'Name', phone: null, locale: 'pt-BR' });

    await updateProfile('ana', { firstName: 'Ana', lastName: 'Lima', locale: 'pt-BR' });
    expect(await row('ana')).toMatchObject({ phone: null, locale: 'pt-BR' });
  });

  it('fails for an account that does not exist', async () => {
    await expect(updateProfile('ghost', { firstName: 'A', lastName: 'B', locale: 'en' })).rejects.toThrow(
      'no such user',
    );
  });
});
