// Props for the maintenance lists, every label and date already in the page's language: the
// tenant's list and form, and the staff's list (?status=&overdue=&pagina=). One request's pages:
// maintenance-request-view.server.ts.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import {
  isOverdue,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  RESPONSE_HOURS,
  type MaintenanceStatus,
} from '@/lib/statuses/maintenance';
import { MAX_MAINTENANCE_PHOTO_BYTES, MAX_MAINTENANCE_PHOTOS } from '@/lib/upload-limits';
import type { Tenancy } from '@/features/tenancy/leases/tenancy.server';
import { db } from '@/server/db/client';
import { maintenanceRequests, tenants, user } from '@/server/db/schema';
import { defineList, oneOf, readPage } from '@/server/lists';
import { overdueNow, staffRequestPath, tenantRequestPath } from './maintenance.server';

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
  'maintenance.filter.status',
  'maintenance.filter.anyStatus',
  'maintenance.filter.overdue',
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
export function requestView(row: ListedRow, locale: Locale, href: string, now: Date) {
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
  messages: { pages: 'maintenance.list.pages', previous: 'maintenance.list.previous', next: 'maintenance.list.next' },
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
    previous: 'maintenance.list.previous',
    next: 'maintenance.list.next',
    filter: 'maintenance.filter.label',
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
