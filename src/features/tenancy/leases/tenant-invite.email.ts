// The invitation to join a tenant in the portal, in the language the inviter chose, with the link
// (/convite/<token>) that accepts it. Transactional: a colleague asked for it by name.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { InviteRole } from '@/lib/statuses/tenancy';
import { composeMail, mailTranslator, siteLink, type MailMessage } from '@/server/mail';
import { siteConfig } from '@/server/site-config';

/** How long an invitation's link works. */
export const TENANT_INVITE_DAYS = 7;

/** The invitation page of `token`, in `locale`. */
export const invitePath = (locale: Locale, token: string) => localizePath(locale, `/convite/${token}`);

export interface TenantInvitation {
  token: string;
  tenantName: string;
  role: InviteRole;
  /** The name of the person who invited them. */
  invitedBy: string;
}

export function tenantInviteEmail(invitation: TenantInvitation, to: { email: string; locale: Locale }): MailMessage {
  const t = mailTranslator(to.locale);
  const site = siteConfig().name;
  return composeMail({
    transactional: true,
    to: to.email,
    locale: to.locale,
    subject: t('tenancy.email.invite.subject', { tenant: invitation.tenantName, site }).text,
    lines: [
      t('tenancy.email.invite.greeting'),
      '',
      t('tenancy.email.invite.body', {
        who: invitation.invitedBy,
        tenant: invitation.tenantName,
        site,
        role: t(`tenancy.role.${invitation.role}`).text,
      }),
      '',
      t('tenancy.email.invite.link', {
        days: TENANT_INVITE_DAYS,
        url: siteLink(invitePath(to.locale, invitation.token)),
      }),
      '',
      t('tenancy.email.invite.ignore'),
    ],
  });
}
