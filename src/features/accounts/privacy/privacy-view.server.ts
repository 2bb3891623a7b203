// Props for the two privacy pages, with every label, date and name already in the page's language:
// the customer's Settings → Privacy, and the staff's /admin/privacy (look-up, erasure, the log).
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { listPrivacyLog, PRIVACY_LOG_SHOWN, type PrivacyLogRow } from './privacy-log.server';
import { queryText } from '@/server/lists';
import { lookUpPerson } from './staff-privacy.server';

export const EXPORT_PATH = '/api/privacy/export';

export const PRIVACY_KEYS = [
  'privacy.intro',
  'privacy.export.title',
  'privacy.export.text',
  'privacy.export.contents',
  'privacy.export.submit',
  'privacy.kept.title',
  'privacy.kept.text',
  'privacy.kept.policy',
  'privacy.erase.title',
  'privacy.erase.text',
  'privacy.erase.erased',
  'privacy.erase.kept',
  'privacy.erase.password',
  'privacy.erase.code',
  'privacy.erase.codeHint',
  'privacy.erase.confirm',
  'privacy.erase.submit',
  'privacy.erase.staffAccount',
] as const satisfies readonly MessageKey[];

export type PrivacyLabels = Record<(typeof PRIVACY_KEYS)[number], string>;

export function customerPrivacyProps(
  person: { role?: string | null; twoFactorEnabled?: boolean | null },
  locale: Locale,
) {
  return {
    labels: pick(locale, PRIVACY_KEYS),
    exportHref: EXPORT_PATH,
    policyHref: localizePath(locale, '/privacy'),
    twoFactor: Boolean(person.twoFactorEnabled),
    staff: person.role === 'admin',
  };
}

export type CustomerPrivacyProps = ReturnType<typeof customerPrivacyProps>;

export const STAFF_PRIVACY_KEYS = [
  'privacy.staff.title',
  'privacy.staff.intro',
  'privacy.staff.find.label',
  'privacy.staff.find.email',
  'privacy.staff.find.submit',
  'privacy.staff.account.title',
  'privacy.staff.account.none',
  'privacy.staff.account.staff',
  'privacy.staff.account.erase',
  'privacy.staff.leads.title',
  'privacy.staff.leads.none',
  'privacy.staff.leads.erase',
  'privacy.staff.note',
  'privacy.staff.noteHint',
  'privacy.staff.log.title',
  'privacy.staff.log.empty',
  'privacy.staff.log.when',
  'privacy.staff.log.what',
  'privacy.staff.log.subject',
  'privacy.staff.log.by',
  'privacy.staff.log.note',
] as const satisfies readonly MessageKey[];

export type StaffPrivacyLabels = Record<(typeof STAFF_PRIVACY_KEYS)[number], string>;

function logRowView(row: PrivacyLogRow, locale: Locale) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  return {
    id: row.id,
    when: formatDateTime(row.createdAt, locale),
    what: t(`privacy.log.action.${row.action}`),
    // The first characters of the fingerprint: enough to see two entries are the same person.
    subject: t(`privacy.log.subject.${row.subjectKind}`, { fingerprint: row.subjectFingerprint.slice(0, 12) }),
    by: row.actorName ?? t(row.note ? 'privacy.log.by.formerStaff' : 'privacy.log.by.self'),
    note: row.note ?? '—',
  };
}

/** The staff page: what `?email=` finds (when given), and the newest log entries. */
export async function staffPrivacyProps(url: URL, locale: Locale) {
  const typed = queryText(url.searchParams, 'email', 255) ?? '';
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const found = typed ? await lookUpPerson(typed) : undefined;
  const account = found?.account && {
    ...found.account,
    summary: t('privacy.staff.account.summary', {
      since: formatDateTime(found.account.createdAt, locale),
      shipments: found.account.shipments,
      documents: found.account.documents,
      charges: found.account.charges,
    }),
  };
  const leads =
    found && found.leads.count > 0
      ? t('privacy.staff.leads.summary', {
          count: found.leads.count,
          latest: found.leads.latest ? formatDateTime(found.leads.latest, locale) : '—',
        })
      : undefined;
  return {
    labels: pick(locale, STAFF_PRIVACY_KEYS),
    action: localizePath(locale, '/admin/privacy'),
    email: found?.email ?? '',
    searched: Boolean(found),
    account,
    leads,
    log: (await listPrivacyLog()).map((row) => logRowView(row, locale)),
    logNote: t('privacy.staff.log.newest', { count: PRIVACY_LOG_SHOWN }),
  };
}

export type StaffPrivacyProps = Awaited<ReturnType<typeof staffPrivacyProps>>;
