// The kinds of record the site keeps, named once: a job's cause, an audit entry's subject and the
// admin's link to a record all use these names. They are stored in the database
// (background_jobs.cause_kind, audit_log.subject_kind): never rename one.
import { isUuid } from './ids';

export const RECORD_KINDS = [
  'lead',
  'shipment',
  'charge',
  'support',
  'user',
  'module',
  'mail',
  'document',
  'privacy',
  'site',
  'maintenance',
  'room',
  'notice',
  'tenant',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];

/** The catalogue key of a kind's name as the staff read it (src/i18n/<locale>/record-kinds.ts). */
export const recordKindKey = (kind: RecordKind) => `record.kind.${kind}` as const;

export type RecordKindLabels = Record<ReturnType<typeof recordKindKey>, string>;

/** A record: its kind and its id (a UUID, a Better Auth id, or a module's number). */
export interface RecordRef {
  kind: RecordKind;
  id: string;
}

export const isRecordKind = (value: unknown): value is RecordKind =>
  typeof value === 'string' && (RECORD_KINDS as readonly string[]).includes(value);

/** A record page at `<page>/<uuid>`. */
const byUuid = (page: string) => (id: string) => (isUuid(id) ? `${page}/${id}` : undefined);

// Where the admin area shows one record of each kind (unprefixed; the caller localises it).
const ADMIN_PAGES: Record<RecordKind, ((id: string) => string | undefined) | undefined> = {
  lead: byUuid('/admin/leads'),
  shipment: byUuid('/admin/shipments'),
  support: byUuid('/admin/support'),
  maintenance: byUuid('/admin/tenants/maintenance'),
  mail: byUuid('/admin/mail'),
  // Account ids are Better Auth's (letters, digits, - and _), not UUIDs.
  user: (id) => (/^[A-Za-z0-9_-]{1,64}$/.test(id) ? `/admin/accounts/${id}` : undefined),
  // Modules share one page, each card anchored by its number.
  module: (id) => (/^([1-9]|1[0-8])$/.test(id) ? `/admin/modules#modulo-${id}` : undefined),
  tenant: byUuid('/admin/tenants'),
  // Charges and documents are rows of their lists; a privacy request is a line of the privacy log.
  charge: undefined,
  document: undefined,
  privacy: undefined,
  // A room's edit page; a notice's page of who has read it.
  room: byUuid('/admin/tenants/rooms'),
  notice: byUuid('/admin/tenants/notices'),
  // The site's identity and banner: one record, one page each; a FAQ question, its edit page; an
  // image slot (photo-<slot>), its own page.
  site: (id) =>
    id === 'identity'
      ? '/admin/site'
      : id === 'banner'
        ? '/admin/site/banner'
        : id.startsWith('faq-') && isUuid(id.slice(4))
          ? `/admin/site/faq/${id.slice(4)}`
          : /^photo-[a-z0-9-]+$/.test(id)
            ? `/admin/site/photos/${id.slice(6)}`
            : undefined,
};

/** The admin page of one record (not localised), or undefined for a kind without one or a malformed id. */
export function recordAdminPath(kind: string | null, id: string | null): string | undefined {
  return isRecordKind(kind) && id ? ADMIN_PAGES[kind]?.(id) : undefined;
}
