// Saving the customer's profile (Settings tab): only ever the signed-in user's own row.
import { updateAccount } from '@/server/auth-records';
import { db } from '@/server/db/client';
import type { ProfileInput } from './profile.schema';

/** Saves the profile of `userId`; the account's email and role are never touched here. */
export async function updateProfile(userId: string, input: ProfileInput) {
  const saved = await updateAccount(db(), userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    name: `${input.firstName} ${input.lastName}`,
    phone: input.phone || null,
    locale: input.locale,
  });
  if (!saved) throw new Error('updateProfile: no such user');
}
