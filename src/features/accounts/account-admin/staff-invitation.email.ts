// The invitation to join the staff, or to open the gatehouse screen as a guard, in the invitee's
// language, with the link that sets the first password (through Better Auth's reset flow).
// Transactional: it sets up the account made for them.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { AUTH_BASE_PATH } from '@/server/auth';
import { config } from '@/server/config';
import { accountMail, link, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

/** How long an invitation's link works. */
export const INVITE_VALID_DAYS = 7;

/** Better Auth's reset link for `token` (its page checks the token, then opens ours with it). */
function setPasswordUrl(token: string, locale: Locale) {
  const callback = encodeURIComponent(localizePath(locale, '/reset-password'));
  return `${config().publicSiteUrl}${AUTH_BASE_PATH}/reset-password/${token}?callbackURL=${callback}`;
}

export interface StaffInvitation {
  token: string;
  /** The staff member who invited them. */
  invitedBy: string;
  /** What the account opens: the admin area (staff, the default) or only the gatehouse screen. */
  role?: 'admin' | 'guard';
}

export function staffInvitationEmail(invitation: StaffInvitation, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const company = siteConfig().name;
    const guard = invitation.role === 'guard';
    return {
      subject: t(guard ? 'adminAccounts.email.inviteGuard.subject' : 'adminAccounts.email.invite.subject', { company }),
      lines: [
        t('adminAccounts.email.greeting', { name: to.name }),
        '',
        guard
          ? t('adminAccounts.email.inviteGuard.body', {
              who: invitation.invitedBy,
              company,
              url: siteLink(localizePath(locale, '/portaria')),
            })
          : t('adminAccounts.email.invite.body', { who: invitation.invitedBy, company }),
        '',
        t('adminAccounts.email.invite.link', {
          days: INVITE_VALID_DAYS,
          url: link(setPasswordUrl(invitation.token, locale)),
        }),
        '',
        t('adminAccounts.email.invite.expired', { url: siteLink(localizePath(locale, '/forgot-password')) }),
      ],
    };
  });
}
