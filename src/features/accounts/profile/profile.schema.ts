// The profile form's schema (Settings tab), shared by the island's checks and the action.
import { optionalPhone, personName } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { locales } from '@/lib/i18n-types';

export const profileSchema = z.object({
  firstName: personName({ required: 'settings.error.firstName', tooLong: 'settings.error.tooLong' }),
  lastName: personName({ required: 'settings.error.lastName', tooLong: 'settings.error.tooLong' }),
  // Optional: blank clears it.
  phone: optionalPhone('settings.error.phone'),
  locale: z.enum(locales, { error: 'settings.error.locale' }),
});

export type ProfileInput = z.output<typeof profileSchema>;
