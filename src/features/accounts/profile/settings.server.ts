// Saving the customer's profile (Settings tab): only ever the signed-in user's own row.
import { eq } from 'drizzle-orm';
import { db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import type { ProfileInput } from './profile.schema';

/** Saves the profile of `userId`; the account's email and role are never touched here. */
export async function updateProfile(userId: string, input: ProfileInput) {
  const [row] = await db()
    .update(user)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phone: input.phone || null,
      locale: input.locale,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  if (!row) throw new Error('updateProfile: no such user');
}
