// The profile form's one schema (Settings tab), shared by the browser and the action. Messages are
// i18n keys; each side resolves them in the customer's language.
import * as z from 'zod/mini';
import { locales } from '@/lib/i18n-types';
import { profileFieldErrors, type SettingsMessageKey } from './profile-fields';

// The page's Content-Security-Policy forbids eval (see lead.schema.ts).
if (typeof window !== 'undefined') z.config({ jitless: true });

const key = (k: SettingsMessageKey) => k;
// Digits, spaces, parentheses, hyphen and plus, as the contact form's phone (spec §5).
const PHONE_PATTERN = /^[\d\s()+-]{10,20}$/;

const name = (required: SettingsMessageKey) =>
  z.string({ error: key(required) }).check(z.trim(), z.minLength(1, key(required)), z.maxLength(100, key('settings.error.tooLong')));

export const profileSchema = z.object({
  firstName: name('settings.error.firstName'),
  lastName: name('settings.error.lastName'),
  // Optional: empty clears it.
  phone: z.optional(z.string().check(z.trim(), z.regex(PHONE_PATTERN, key('settings.error.phone')))),
  locale: z.enum(locales, { error: key('settings.error.locale') }),
});

export type ProfileInput = z.output<typeof profileSchema>;

/** Validates what the form holds, with the same empty-field semantics as Astro's form parsing. */
export function validateProfileForm(form: FormData) {
  const value = (field: string) => {
    const v = form.get(field);
    return typeof v === 'string' && v.trim() !== '' ? v : undefined;
  };
  const result = z.safeParse(profileSchema, {
    firstName: value('firstName') ?? null,
    lastName: value('lastName') ?? null,
    phone: value('phone'),
    locale: value('locale') ?? null,
  });
  return result.success ? {} : profileFieldErrors(result.error.issues);
}
