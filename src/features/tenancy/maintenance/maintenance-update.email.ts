// Tells a tenant's person of a change on their maintenance request (a new status, or a note from
// the staff), in their language. Transactional: the answer to their own request.
import type { Locale } from '@/lib/i18n-types';
import type { MaintenanceCategory, MaintenanceStatus } from '@/lib/statuses/maintenance';
import { accountMail, siteLink, type MailMessage, type MailRecipient } from '@/server/mail';

export interface MaintenanceUpdate {
  kind: 'status' | 'note';
  request: { category: MaintenanceCategory; moduleNumber: number; status: MaintenanceStatus };
  /** The staff's note, or the reason of a refusal. */
  note: string | null;
  /** The request's page in the portal (a site path, in any language: localised per recipient). */
  page: (locale: Locale) => string;
}

export function maintenanceUpdateEmail(update: MaintenanceUpdate, to: MailRecipient): MailMessage {
  return accountMail(to, (t, locale) => {
    const { request } = update;
    const category = t(`maintenance.category.${request.category}`).text;
    const status = t(`maintenance.status.${request.status}`).text;
    const facts = { category, module: request.moduleNumber, status };
    return {
      subject: t(update.kind === 'status' ? 'maintenance.email.statusSubject' : 'maintenance.email.noteSubject', facts),
      lines: [
        t('maintenance.email.greeting', { name: to.name }),
        '',
        t(update.kind === 'status' ? 'maintenance.email.statusText' : 'maintenance.email.noteText', facts),
        ...(update.note ? ['', update.note] : []),
        '',
        t('maintenance.email.follow', { url: siteLink(update.page(locale)) }),
      ],
    };
  });
}
