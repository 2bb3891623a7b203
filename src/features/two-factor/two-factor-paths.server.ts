// Where two-factor sign-in lives: the second sign-in step and the Settings section.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { REDIRECT_PARAM, safeRedirectTarget } from '@/server/guards';

/** The sign-in's second step, keeping where the person was going. */
export function secondStepPath(locale: Locale, redirect: string | null | undefined): string {
  const target = safeRedirectTarget(redirect);
  const path = localizePath(locale, '/login/two-factor');
  return target ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}

/** The Settings section where two-factor is turned on and off. */
export const twoFactorSettingsPath = (locale: Locale) => localizePath(locale, '/dashboard/settings/two-factor');
