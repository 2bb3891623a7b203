// Every way into an account applies the forms' rules: Better Auth's own endpoints (which a client
// can call directly, skipping the forms) refuse control characters and broken characters (a lone
// half of a UTF-16 surrogate pair, which JSON can carry and the database refuses) anywhere in what
// they are sent, names that break the sign-up and settings rules, and roles the app does not know
// (the admin endpoints store any string). Runs before each auth request (auth.ts).
import { APIError } from 'better-auth/api';
import * as z from 'zod/mini';
import { isAccountRole } from '../lib/account-roles';
import { hasControlCharacters, optionalPhone, personName } from '../lib/forms/fields';

// Passwords are never stored as sent (only their hash), so any character may be part of one.
const SECRET_KEY = /password/i;

function controlCharacterIn(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value) || !value.isWellFormed();
  if (depth > 5 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => !SECRET_KEY.test(key) && controlCharacterIn(inner, depth + 1));
}

const name = personName({ required: 'settings.error.firstName', tooLong: 'settings.error.tooLong' });
// The full name is the first and last name with a space.
const fullName = z.string().check(z.normalize('NFC'), z.trim(), z.minLength(1), z.maxLength(201));
const userFields = z.object({
  firstName: z.optional(name),
  lastName: z.optional(name),
  name: z.optional(fullName),
  phone: z.optional(z.nullable(optionalPhone('settings.error.phone'))),
});

/** Where each endpoint that writes a user carries the user's fields in its body. */
const USER_FIELDS: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/sign-up/email': (body) => body,
  '/admin/create-user': (body) => body,
  '/admin/update-user': (body) => body.data,
};
// The admin's create-user takes the names in `data`, beside `name`, and needs them there: the
// account's first and last name are never empty.
const NESTED_DATA = new Set(['/admin/create-user']);
// Sign-up needs both names (the form asks for them; Better Auth alone would accept null).
const REQUIRED_NAMES = new Set(['/sign-up/email']);

/** Where the admin endpoints carry a role: it must be one the app knows (src/lib/account-roles.ts). */
const ROLE_OF: Record<string, (body: Record<string, unknown>) => unknown> = {
  '/admin/create-user': (body) => body.role,
  '/admin/set-role': (body) => body.role,
  '/admin/update-user': (body) => (isRecord(body.data) ? body.data.role : undefined),
};

function refuse(code: string, message: string): never {
  throw new APIError('BAD_REQUEST', { code, message });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one object of user fields, and puts back their normalised values (NFC, trimmed). */
function checkUserFields(fields: Record<string, unknown>, required: boolean) {
  const result = z.safeParse(userFields, fields);
  if (!result.success)
    refuse('INVALID_USER_FIELDS', 'Names must have 1 to 100 characters; the phone must be a valid phone number.');
  if (required && (!result.data.firstName || !result.data.lastName))
    refuse('INVALID_USER_FIELDS', 'First and last name are required.');
  for (const [key, value] of Object.entries(result.data)) if (value !== undefined) fields[key] = value;
}

/** Before an auth request: refuses what the forms would refuse, and stores names as they would. */
export function enforceAuthInput(path: string, body: unknown, query: unknown) {
  if (controlCharacterIn(body) || controlCharacterIn(query)) {
    refuse('INVALID_CHARACTERS', 'Text with control characters is not accepted.');
  }
  const role = isRecord(body) ? ROLE_OF[path]?.(body) : undefined;
  if (role !== undefined && !isAccountRole(role)) refuse('INVALID_ROLE', 'The role must be "user" or "admin".');
  const pick = USER_FIELDS[path];
  if (!pick || !isRecord(body)) return;
  const fields = pick(body);
  if (isRecord(fields)) checkUserFields(fields, REQUIRED_NAMES.has(path));
  if (NESTED_DATA.has(path)) checkUserFields(isRecord(body.data) ? body.data : {}, true);
}
