// Props for the Security page, with every label, device, place and time already in the page's
// language; and the forms' states with a refusal that belongs to a field shown on that field.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { FormState } from '@/lib/forms/form-state';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { queryText } from '@/server/lists';
import { describeIp } from './ip-address';
import { listActiveSessions, type ActiveSession } from './security.server';
import { parseUserAgent } from './user-agent';

export const SECURITY_PATH = '/dashboard/settings/security';

export const SECURITY_KEYS = [
  'security.password.title',
  'security.password.intro',
  'security.password.current',
  'security.password.new',
  'security.password.confirm',
  'security.password.hint',
  'security.password.submit',
  'security.email.title',
  'security.email.intro',
  'security.email.current',
  'security.email.new',
  'security.email.submit',
  'security.sessions.title',
  'security.sessions.intro',
  'security.sessions.current',
  'security.sessions.place',
  'security.sessions.lastSeen',
  'security.sessions.signedIn',
  'security.sessions.end',
  'security.sessions.endOthers',
  'security.sessions.noOthers',
] as const satisfies readonly MessageKey[];

export type SecurityLabels = Record<(typeof SECURITY_KEYS)[number], string>;

/** 'Chrome on Windows', 'Firefox', 'Unknown device'. */
export function deviceName({ browser, os }: { browser?: string; os?: string }, locale: Locale): string {
  if (browser && os) return translate(locale, 'security.sessions.device', { browser, os });
  return browser ?? os ?? translate(locale, 'security.sessions.unknownDevice');
}

/** 'Private or local network', 'IP address 203.0.113.x'. */
export function placeName(ip: string | null, locale: Locale): string {
  const place = describeIp(ip);
  if (place.kind === 'public') return translate(locale, 'security.sessions.place.public', { ip: place.masked });
  return translate(locale, `security.sessions.place.${place.kind}`);
}

function sessionView(row: ActiveSession, currentId: string | undefined, locale: Locale) {
  return {
    id: row.id,
    current: row.id === currentId,
    device: deviceName(parseUserAgent(row.userAgent), locale),
    place: placeName(row.ipAddress, locale),
    lastSeen: formatDateTime(row.updatedAt, locale),
    signedIn: formatDateTime(row.createdAt, locale),
  };
}

export type SessionView = ReturnType<typeof sessionView>;

/**
 * The page for `user` signed in with session `currentId`: this device first. `url` may carry
 * Better Auth's `?error=` from a confirmation link that failed.
 */
export async function securityProps(
  user: { id: string; email: string },
  currentId: string | undefined,
  locale: Locale,
  url: URL,
  now = new Date(),
) {
  const sessions = (await listActiveSessions(user.id, now)).map((row) => sessionView(row, currentId, locale));
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return {
    labels: pick(locale, SECURITY_KEYS),
    email: user.email,
    linkError:
      queryText(url.searchParams, 'error') !== undefined ? translate(locale, 'security.email.error.link') : undefined,
    sessions,
  };
}

export type SecurityProps = Awaited<ReturnType<typeof securityProps>>;

// Refusals that only the server can make, but that are about one field.
const FIELD_OF: Partial<Record<string, string>> = {
  'security.password.error.wrong': 'currentPassword',
  'account.passwordRule': 'newPassword',
  'security.email.error.same': 'newEmail',
};

/** `state` with a refusal about one field (a wrong current password) moved onto that field. */
export function onItsField(state: FormState): FormState {
  const field = state.formError && FIELD_OF[state.formError];
  if (!field) return state;
  return { ...state, formError: undefined, errors: { ...state.errors, [field]: state.formError as string } };
}
