// The emails the staff's account changes send, in the account's language: the invitation (with the
// link that sets the first password, through Better Auth's reset flow) and the notice that the
// staff turned off two-factor sign-in.
import { translate } from '@/i18n/translate';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { AUTH_BASE_PATH } from '@/server/auth';
import { config } from '@/server/config';
import type { MailMessage } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

/** How long an invitation's link works. */
export const INVITE_VALID_DAYS = 7;

/** Better Auth's reset link for `token` (its page checks the token, then opens ours with it). */
export function setPasswordUrl(token: string, locale: Locale) {
  const site = config().publicSiteUrl;
  const callback = encodeURIComponent(localizePath(locale, '/reset-password'));
  return `${site}${AUTH_BASE_PATH}/reset-password/${token}?callbackURL=${callback}`;
}

export function invitationEmail(
  to: { email: string; name: string; locale: Locale },
  invitedBy: string,
  token: string,
): MailMessage {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(to.locale, key, params);
  const company = siteConfig().name;
  return {
    to: to.email,
    subject: t('adminAccounts.email.invite.subject', { company }),
    text: [
      t('adminAccounts.email.greeting', { name: to.name }),
      '',
      t('adminAccounts.email.invite.body', { who: invitedBy, company }),
      '',
      t('adminAccounts.email.invite.link', { days: INVITE_VALID_DAYS, url: setPasswordUrl(token, to.locale) }),
      '',
      t('adminAccounts.email.invite.expired', {
        url: `${config().publicSiteUrl}${localizePath(to.locale, '/forgot-password')}`,
      }),
    ].join('\n'),
  };
}

export function twoFactorOffEmail(to: { email: string; name: string; locale: unknown }): MailMessage {
  const locale = isLocale(to.locale) ? to.locale : defaultLocale;
  const { name: company, email: contact } = siteConfig();
  return {
    to: to.email,
    subject: translate(locale, 'adminAccounts.email.twoFactorOff.subject'),
    text: [
      translate(locale, 'adminAccounts.email.greeting', { name: to.name }),
      '',
      translate(locale, 'adminAccounts.email.twoFactorOff.body', { company }),
      '',
      translate(locale, 'adminAccounts.email.twoFactorOff.again', {
        url: `${config().publicSiteUrl}${localizePath(locale, '/dashboard/settings/two-factor')}`,
      }),
      '',
      translate(locale, 'adminAccounts.email.twoFactorOff.notYou', { contact }),
    ].join('\n'),
  };
}
