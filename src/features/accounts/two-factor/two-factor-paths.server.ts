// Where two-factor sign-in lives: the second sign-in step and the Settings section.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { enrolPath, REDIRECT_PARAM, safeRedirectTarget } from '@/server/guards';

/** The sign-in's second step, keeping where the person was going. */
export function secondStepPath(locale: Locale, redirect: string | null | undefined): string {
  const target = safeRedirectTarget(redirect);
  const path = localizePath(locale, '/login/two-factor');
  return target ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}

/** The page an enrolment the admin area required goes back to, from the section's query; or undefined. */
export const enrolmentReturn = (search: URLSearchParams) => safeRedirectTarget(search.get(REDIRECT_PARAM));

/**
 * The Settings section where two-factor is turned on and off; an enrolment the admin area required
 * (`from`, the query it was posted with) keeps the page to go back to.
 */
export function twoFactorSettingsPath(locale: Locale, from?: URLSearchParams): string {
  const back = from && enrolmentReturn(from);
  return back ? enrolPath(locale, back) : localizePath(locale, '/dashboard/settings/two-factor');
}
