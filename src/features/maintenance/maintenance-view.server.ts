// Props for the maintenance pages, every label and date already in the page's language: the
// tenant's list and form, one request for the tenant (its public history only), and the staff's
// list (?status=&overdue=&pagina=) and page of one request (its whole history).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { isUuid } from '@/lib/ids';
import { localizePath } from '@/lib/paths';
import {
  isOverdue,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_TRANSITIONS,
  MAINTENANCE_URGENCIES,
  RESPONSE_HOURS,
  type MaintenanceStatus,
} from '@/lib/statuses/maintenance';
import { MAX_MAINTENANCE_PHOTO_BYTES, MAX_MAINTENANCE_PHOTOS } from '@/lib/upload-limits';
import type { Tenancy } from '@/features/tenancy/tenancy.server';
import { db } from '@/server/db/client';
import { maintenanceEvents, maintenancePhotos, maintenanceRequests, tenants, user } from '@/server/db/schema';
import { defineList, oneOf, readPage } from '@/server/lists';
import { listStaff } from '@/server/staff';
import { findTenantRequest, overdueNow, staffRequestPath, tenantRequestPath } from './maintenance.server';

export const MAINTENANCE_PAGE_SIZE = 20;

export const MAINTENANCE_KEYS = [
  'maintenance.portal.title',
  'maintenance.portal.intro',
  'maintenance.new.title',
  'maintenance.new.module',
  'maintenance.new.category',
  'maintenance.new.chooseCategory',
  'maintenance.new.urgency',
  'maintenance.new.description',
  'maintenance.new.photos',
  'maintenance.new.photosHint',
  'maintenance.new.submit',
  'maintenance.list.title',
  'maintenance.list.empty',
  'maintenance.list.previous',
  'maintenance.list.next',
  'maintenance.col.category',
  'maintenance.col.module',
  'maintenance.col.urgency',
  'maintenance.col.status',
  'maintenance.col.created',
  'maintenance.col.due',
  'maintenance.col.tenant',
  'maintenance.col.assignee',
  'maintenance.overdue',
  'maintenance.detail.back',
  'maintenance.detail.description',
  'maintenance.detail.photos',
  'maintenance.detail.photo',
  'maintenance.detail.history',
  'maintenance.detail.refusedBecause',
  'maintenance.detail.rating',
  'maintenance.detail.ratedText',
  'maintenance.rate.title',
  'maintenance.rate.rating',
  'maintenance.rate.comment',
  'maintenance.rate.submit',
  'maintenance.admin.title',
  'maintenance.admin.intro',
  'maintenance.admin.empty',
  'maintenance.admin.back',
  'maintenance.admin.assignTitle',
  'maintenance.admin.assignee',
  'maintenance.admin.nobody',
  'maintenance.admin.assign',
  'maintenance.admin.moveTitle',
  'maintenance.admin.moveTo',
  'maintenance.admin.reason',
  'maintenance.admin.reasonHint',
  'maintenance.admin.moveNote',
  'maintenance.admin.move',
  'maintenance.admin.final',
  'maintenance.admin.noteTitle',
  'maintenance.admin.note',
  'maintenance.admin.visibility',
  'maintenance.admin.public',
  'maintenance.admin.staffOnly',
  'maintenance.admin.addNote',
  'maintenance.admin.staffNote',
  'maintenance.filter.label',
  'maintenance.filter.status',
  'maintenance.filter.anyStatus',
  'maintenance.filter.overdue',
  'maintenance.filter.submit',
  'maintenance.filter.clear',
] as const satisfies readonly MessageKey[];

export type MaintenanceLabels = Record<(typeof MAINTENANCE_KEYS)[number], string>;

/** A photo's address: served only to the request's tenant and the staff (src/pages/api/maintenance). */
export const photoPath = (id: string) => `/api/maintenance/photos/${id}`;

const listed = {
  id: maintenanceRequests.id,
  tenantId: maintenanceRequests.tenantId,
  moduleNumber: maintenanceRequests.moduleNumber,
  category: maintenanceRequests.category,
  urgency: maintenanceRequests.urgency,
  status: maintenanceRequests.status,
  dueAt: maintenanceRequests.dueAt,
  createdAt: maintenanceRequests.createdAt,
};

type ListedRow = { [K in keyof typeof listed]: (typeof maintenanceRequests.$inferSelect)[K] };

/** One request as a list or its page shows it. */
function requestView(row: ListedRow, locale: Locale, href: string, now: Date) {
  return {
    id: row.id,
    moduleNumber: row.moduleNumber,
    categoryLabel: translate(locale, `maintenance.category.${row.category}`),
    urgency: row.urgency,
    urgencyLabel: translate(locale, `maintenance.urgency.${row.urgency}`),
    status: row.status,
    statusLabel: translate(locale, `maintenance.status.${row.status}`),
    created: formatDateTime(row.createdAt, locale),
    due: formatDateTime(row.dueAt, locale),
    overdue: isOverdue(row, now),
    href,
  };
}

export type MaintenanceRequestView = ReturnType<typeof requestView>;

/** The tenant's requests, newest first: ?pagina=. */
const tenantList = defineList({
  path: '/dashboard/maintenance',
  params: {},
  messages: { pages: 'maintenance.list.pages' },
});

const hoursText = (locale: Locale, hours: number) =>
  hours % 24 === 0
    ? translate(locale, 'maintenance.deadline.days', { days: hours / 24 })
    : translate(locale, 'maintenance.deadline.hours', { hours });

/** The tenant's Maintenance page at `url`: the form and a page of the tenant's requests. */
export async function tenantMaintenanceProps(tenancy: Tenancy, url: URL, locale: Locale, now = new Date()) {
  const params = tenantList.read(url.searchParams);
  const page = await readPage({
    rows: db().select(listed).from(maintenanceRequests).$dynamic(),
    where: eq(maintenanceRequests.tenantId, tenancy.tenantId),
    orderBy: [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)],
    page: params.pagina,
    pageSize: MAINTENANCE_PAGE_SIZE,
  });
  return {
    labels: pick(locale, MAINTENANCE_KEYS),
    photosHint: translate(locale, 'maintenance.new.photosHint', {
      count: MAX_MAINTENANCE_PHOTOS,
      megabytes: MAX_MAINTENANCE_PHOTO_BYTES / 1024 / 1024,
    }),
    maxPhotos: MAX_MAINTENANCE_PHOTOS,
    moduleOptions: tenancy.modules.map((m) => ({
      value: String(m),
      label: translate(locale, 'maintenance.moduleOption', { module: m }),
    })),
    categoryOptions: MAINTENANCE_CATEGORIES.map((c) => ({
      value: c,
      label: translate(locale, `maintenance.category.${c}`),
    })),
    urgencyOptions: MAINTENANCE_URGENCIES.map((u) => ({
      value: u,
      label: `${translate(locale, `maintenance.urgency.${u}`)} · ${translate(locale, 'maintenance.deadline.answer', {
        time: hoursText(locale, RESPONSE_HOURS[u]),
      })}`,
    })),
    rows: page.rows.map((row) => requestView(row, locale, tenantRequestPath(locale, row.id), now)),
    ...tenantList.view(locale, page, params),
  };
}

export type TenantMaintenanceProps = Awaited<ReturnType<typeof tenantMaintenanceProps>>;

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

/** The tenant's page of request `id`; undefined for another tenant's or an unknown id. */
export async function tenantRequestProps(tenancy: Tenancy, id: string, locale: Locale, now = new Date()) {
  const row = await findTenantRequest(tenancy.tenantId, id);
  if (!row) return undefined;
  const [photos, history] = await Promise.all([photosOf(row.id, locale), historyOf(row.id, locale, false)]);
  return {
    labels: pick(locale, MAINTENANCE_KEYS),
    request: {
      ...requestView(row, locale, tenantRequestPath(locale, row.id), now),
      description: row.description,
      refusalReason: row.refusalReason,
      rating: row.rating,
      ratingComment: row.ratingComment,
    },
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

/** The staff's list: ?status=&overdue=1&pagina=; the requests not yet closed by default. */
const staffList = defineList({
  path: '/admin/tenants/maintenance',
  params: {
    status: oneOf([...MAINTENANCE_STATUSES, 'active', 'all'], { absent: 'active', invalid: 'all' }),
    overdue: oneOf(['1']),
  },
  messages: {
    countOne: 'maintenance.list.countOne',
    countOther: 'maintenance.list.countOther',
    pages: 'maintenance.list.pages',
  },
});

const ACTIVE: MaintenanceStatus[] = ['open', 'scheduled', 'in_progress'];

/** The staff's list at `url`. */
export async function staffMaintenanceProps(url: URL, locale: Locale, now = new Date()) {
  const params = staffList.read(url.searchParams);
  const status =
    params.status === 'all'
      ? undefined
      : params.status === 'active'
        ? inArray(maintenanceRequests.status, ACTIVE)
        : eq(maintenanceRequests.status, params.status);
  const overdue = params.overdue === '1';
  const page = await readPage({
    rows: db()
      .select({ ...listed, tenantName: tenants.name, assigneeName: user.name })
      .from(maintenanceRequests)
      .innerJoin(tenants, eq(tenants.id, maintenanceRequests.tenantId))
      .leftJoin(user, eq(user.id, maintenanceRequests.assigneeId))
      .$dynamic(),
    // The overdue ones are the open ones past due, oldest due first (the partial index on due_at).
    where: overdue ? overdueNow(now) : status,
    orderBy: overdue
      ? [asc(maintenanceRequests.dueAt), asc(maintenanceRequests.id)]
      : [desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id)],
    page: params.pagina,
    pageSize: MAINTENANCE_PAGE_SIZE,
  });
  return {
    labels: pick(locale, MAINTENANCE_KEYS),
    action: staffList.href(locale),
    filters: { status: params.status, overdue },
    statusOptions: [
      { value: 'active', label: translate(locale, 'maintenance.filter.active') },
      ...MAINTENANCE_STATUSES.map((s) => ({ value: s, label: translate(locale, `maintenance.status.${s}`) })),
      { value: 'all', label: translate(locale, 'maintenance.filter.anyStatus') },
    ],
    ...staffList.view(locale, page, params),
    rows: page.rows.map((row) => ({
      ...requestView(row, locale, staffRequestPath(locale, row.id), now),
      tenantName: row.tenantName,
      assigneeName: row.assigneeName ?? translate(locale, 'maintenance.admin.nobody'),
    })),
  };
}

export type StaffMaintenanceProps = Awaited<ReturnType<typeof staffMaintenanceProps>>;

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
      ...requestView(r, locale, staffRequestPath(locale, r.id), now),
      description: r.description,
      refusalReason: r.refusalReason,
      rating: r.rating,
      ratingComment: r.ratingComment,
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
