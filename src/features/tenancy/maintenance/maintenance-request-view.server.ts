// Props for the pages of one maintenance request, every label and date in the page's language: the
// tenant's (its public history only) and the staff's (its whole history, the moves it may make).
import { and, asc, eq } from 'drizzle-orm';
import { pick, translate } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { localizePath } from '@/lib/paths';
import { MAINTENANCE_TRANSITIONS } from '@/lib/statuses/maintenance';
import type { Tenancy } from '@/features/tenancy/leases/tenancy.server';
import { db } from '@/server/db/client';
import {
  maintenanceEvents,
  maintenancePhotos,
  maintenanceRequests,
  tenants,
  user,
  type MaintenanceRequestRow,
} from '@/server/db/schema';
import { listStaff } from '@/server/staff';
import { staffRequestPath, tenantRequestPath } from './maintenance.server';
import { MAINTENANCE_KEYS, photoPath, requestView } from './maintenance-view.server';

/** Request `id` of `tenantId`; undefined for another tenant's, an unknown or a malformed id. */
async function findTenantRequest(tenantId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select()
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.tenantId, tenantId)));
  return row;
}

/** The request's photos, in the order sent. */
async function photosOf(requestId: string, locale: Locale) {
  const rows = await db()
    .select({ id: maintenancePhotos.id, width: maintenancePhotos.width, height: maintenancePhotos.height })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, requestId))
    .orderBy(asc(maintenancePhotos.position));
  return rows.map((p, index) => ({
    ...p,
    src: photoPath(p.id),
    alt: translate(locale, 'maintenance.detail.photoAlt', { number: index + 1 }),
  }));
}

/** The request's history, oldest first: only what the tenant may read unless `staff`. */
async function historyOf(requestId: string, locale: Locale, staff: boolean) {
  const rows = await db()
    .select({
      id: maintenanceEvents.id,
      kind: maintenanceEvents.kind,
      toStatus: maintenanceEvents.toStatus,
      note: maintenanceEvents.note,
      public: maintenanceEvents.public,
      createdAt: maintenanceEvents.createdAt,
      actorName: user.name,
    })
    .from(maintenanceEvents)
    .leftJoin(user, eq(user.id, maintenanceEvents.actorId))
    .where(and(eq(maintenanceEvents.requestId, requestId), staff ? undefined : eq(maintenanceEvents.public, true)))
    .orderBy(asc(maintenanceEvents.createdAt), asc(maintenanceEvents.id));
  return rows.map((e) => {
    const status = e.toStatus ? translate(locale, `maintenance.status.${e.toStatus}`) : '';
    const what =
      e.kind === 'opened'
        ? translate(locale, 'maintenance.event.opened')
        : e.kind === 'status'
          ? translate(locale, 'maintenance.event.status', { status })
          : e.kind === 'assigned'
            ? e.note
              ? translate(locale, 'maintenance.event.assigned', { name: e.note })
              : translate(locale, 'maintenance.event.unassigned')
            : translate(locale, e.public ? 'maintenance.event.note' : 'maintenance.event.staffNote');
    return {
      id: e.id,
      what,
      // The staff see who did it; the tenant sees the company's answer.
      who: staff ? (e.actorName ?? '') : '',
      note: e.kind === 'assigned' ? null : e.note,
      public: e.public,
      when: formatDateTime(e.createdAt, locale),
      iso: e.createdAt.toISOString(),
    };
  });
}

export type MaintenanceEventView = Awaited<ReturnType<typeof historyOf>>[number];

/** What both pages show of a request: its list line and what it says, why it was refused, its rating. */
function requestDetail(row: MaintenanceRequestRow, locale: Locale, href: string, now: Date) {
  return {
    ...requestView(row, locale, href, now),
    description: row.description,
    refusalReason: row.refusalReason,
    rating: row.rating,
    ratingComment: row.ratingComment,
  };
}

/** The tenant's page of request `id`; undefined for another tenant's or an unknown id. */
export async function tenantRequestProps(tenancy: Tenancy, id: string, locale: Locale, now = new Date()) {
  const row = await findTenantRequest(tenancy.tenantId, id);
  if (!row) return undefined;
  const [photos, history] = await Promise.all([photosOf(row.id, locale), historyOf(row.id, locale, false)]);
  return {
    labels: pick(locale, MAINTENANCE_KEYS),
    request: requestDetail(row, locale, tenantRequestPath(locale, row.id), now),
    canRate: row.status === 'done' && row.rating === null,
    ratingOptions: [5, 4, 3, 2, 1].map((n) => ({
      value: String(n),
      label: translate(locale, 'maintenance.rate.option', { rating: n }),
    })),
    ratedText: row.rating === null ? undefined : translate(locale, 'maintenance.rate.given', { rating: row.rating }),
    photos,
    history,
    backHref: localizePath(locale, '/dashboard/maintenance'),
  };
}

export type TenantRequestProps = NonNullable<Awaited<ReturnType<typeof tenantRequestProps>>>;

/** The staff's page of request `id`; undefined when there is none. */
export async function staffRequestProps(id: string, locale: Locale, now = new Date()) {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select({ request: maintenanceRequests, tenantName: tenants.name, openedByName: user.name })
    .from(maintenanceRequests)
    .innerJoin(tenants, eq(tenants.id, maintenanceRequests.tenantId))
    .leftJoin(user, eq(user.id, maintenanceRequests.openedBy))
    .where(eq(maintenanceRequests.id, id));
  if (!row) return undefined;
  const r = row.request;
  const [photos, history, staff] = await Promise.all([
    photosOf(r.id, locale),
    historyOf(r.id, locale, true),
    listStaff(),
  ]);
  return {
    labels: pick(locale, MAINTENANCE_KEYS),
    request: {
      ...requestDetail(r, locale, staffRequestPath(locale, r.id), now),
      version: String(r.version),
      assigneeId: r.assigneeId ?? '',
    },
    tenantName: row.tenantName,
    openedBy: row.openedByName ?? '—',
    ratedText: r.rating === null ? undefined : translate(locale, 'maintenance.rate.given', { rating: r.rating }),
    staffOptions: staff.map((s) => ({ value: s.id, label: s.name })),
    moveOptions: MAINTENANCE_TRANSITIONS[r.status].map((s) => ({
      value: s,
      label: translate(locale, `maintenance.status.${s}`),
    })),
    photos,
    history,
    backHref: localizePath(locale, '/admin/tenants/maintenance'),
  };
}

export type StaffRequestProps = NonNullable<Awaited<ReturnType<typeof staffRequestProps>>>;
