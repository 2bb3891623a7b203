// What the Settings tab shows: the portal frame, the form's strings and the profile's values, or
// after a post without JavaScript that failed, the values as sent and the messages.
import { pick, type MessageKey } from '@/i18n/translate';
import { settings } from '@/i18n/pt-BR/settings';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { portalShellProps } from '@/features/portal/portal-shell.server';
import { failedFormPost } from '@/server/failed-form-post';
import { errorsFromActionFields, isSettingsMessageKey, PROFILE_FIELDS, type ProfileField, type SettingsMessageKey } from './profile-fields';
import { SETTINGS_SAVED_PARAM } from './settings.server';

const STRING_KEYS = [...(Object.keys(settings) as SettingsMessageKey[]), 'common.close'] as const satisfies readonly MessageKey[];

export interface SettingsUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  locale?: string | null;
}

type ActionResult = { error?: unknown } | undefined;

export async function settingsPageProps(account: SettingsUser, locale: Locale, request: Request, result: ActionResult) {
  const saved: Record<ProfileField, string> = {
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone ?? '',
    locale: account.locale === 'en' ? 'en' : 'pt-BR',
  };
  const failed = result?.error
    ? await failedFormPost(request, result.error, {
        fields: PROFILE_FIELDS,
        fromActionFields: errorsFromActionFields,
        isKey: isSettingsMessageKey,
        fallback: 'settings.error.text',
      })
    : undefined;
  return {
    shell: portalShellProps(account, locale, 'settings'),
    t: pick(locale, STRING_KEYS),
    email: account.email,
    savedPath: `${localizePath(locale, '/dashboard/settings')}?${SETTINGS_SAVED_PARAM}=1`,
    initial: failed ?? { values: saved },
  };
}
