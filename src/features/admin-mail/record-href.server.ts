// Where the admin area shows one record, by the kind the job and audit tables name it with
// (a mail's cause, an audit entry's subject); undefined for kinds without a page of their own.
import { ACCOUNT_SUBJECT } from '@/features/admin-accounts/accounts.server';
import { MODULE_SUBJECT } from '@/features/admin-modules/admin-modules.server';
import { LEAD_CAUSE_KIND } from '@/features/leads/leads.server';
import { SHIPMENT_CAUSE_KIND } from '@/features/shipments/shipments.server';
import { SUPPORT_CAUSE_KIND } from '@/features/support/support.server';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { localizePath } from '@/lib/paths';
import { MAIL_SUBJECT_KIND } from './mail-outbox.server';

/** A record page at `<page>/<uuid>`. */
const byUuid = (page: string) => (id: string) => (isUuid(id) ? `${page}/${id}` : undefined);

const PAGES: Record<string, (id: string) => string | undefined> = {
  [LEAD_CAUSE_KIND]: byUuid('/admin/leads'),
  [SHIPMENT_CAUSE_KIND]: byUuid('/admin/shipments'),
  [SUPPORT_CAUSE_KIND]: byUuid('/admin/support'),
  [MAIL_SUBJECT_KIND]: byUuid('/admin/mail'),
  // Modules share one page, each card anchored by its number.
  // Account ids are Better Auth's (letters, digits, - and _), not UUIDs.
  [ACCOUNT_SUBJECT]: (id) => (/^[A-Za-z0-9_-]{1,64}$/.test(id) ? `/admin/accounts/${id}` : undefined),
  [MODULE_SUBJECT]: (id) => (/^([1-9]|1[0-8])$/.test(id) ? `/admin/modules#modulo-${id}` : undefined),
};

export function recordHref(kind: string | null, id: string | null, locale: Locale): string | undefined {
  const path = kind && id ? PAGES[kind]?.(id) : undefined;
  return path ? localizePath(locale, path) : undefined;
}
