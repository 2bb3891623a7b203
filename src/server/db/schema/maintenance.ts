// Tenants' maintenance requests (src/features/tenancy/maintenance), their photos and their history: each
// status change, assignment and note is an event row; a note is public (the tenant reads it) or
// the staff's only. A request belongs to the tenant, not to the person who opened it: when that
// account is erased the request stays with its tenant (opened_by becomes null).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_STATUSES, MAINTENANCE_URGENCIES } from '../../../lib/statuses/maintenance';
import { enumCheck } from '../enum-check';
import { user } from './auth';
import { modules } from './modules';
import { tenants } from './tenancy';

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by').references(() => user.id, { onDelete: 'set null' }),
    moduleNumber: integer('module_number')
      .notNull()
      .references(() => modules.number),
    category: text('category', { enum: MAINTENANCE_CATEGORIES }).notNull(),
    urgency: text('urgency', { enum: MAINTENANCE_URGENCIES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: MAINTENANCE_STATUSES }).notNull().default('open'),
    /** Why the staff refused it (shown to the tenant); set exactly when refused. */
    refusalReason: text('refusal_reason'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    /** When the staff must have answered (moved it out of open), from its urgency. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Bumped by every staff change: a change made on an older page is refused. */
    version: integer('version').notNull().default(0),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    ratedBy: text('rated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_requests_tenant_idx').on(t.tenantId, t.createdAt),
    index('maintenance_requests_status_idx').on(t.status, t.createdAt),
    // The staff's overdue filter: only the open ones can be overdue.
    index('maintenance_requests_overdue_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'open'`),
    enumCheck('maintenance_requests_status_check', t.status, MAINTENANCE_STATUSES),
    enumCheck('maintenance_requests_category_check', t.category, MAINTENANCE_CATEGORIES),
    enumCheck('maintenance_requests_urgency_check', t.urgency, MAINTENANCE_URGENCIES),
    check('maintenance_requests_refusal_reason', sql`(${t.status} = 'refused') = (${t.refusalReason} IS NOT NULL)`),
    check(
      'maintenance_requests_rating',
      sql`${t.rating} IS NULL OR (${t.rating} BETWEEN 1 AND 5 AND ${t.status} = 'done' AND ${t.ratedAt} IS NOT NULL)`,
    ),
  ],
);

/** A photo of a request, re-encoded without its metadata (EXIF, GPS) and kept in the storage module. */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_photos_request_idx').on(t.requestId, t.position)],
);

export const MAINTENANCE_EVENT_KINDS = ['opened', 'status', 'assigned', 'note'] as const;

/** What happened to a request, oldest first: its history for the staff, and the public part for the tenant. */
export const maintenanceEvents = pgTable(
  'maintenance_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: MAINTENANCE_EVENT_KINDS }).notNull(),
    fromStatus: text('from_status', { enum: MAINTENANCE_STATUSES }),
    toStatus: text('to_status', { enum: MAINTENANCE_STATUSES }),
    /** A note's text, or the reason of a refusal. */
    note: text('note'),
    /** Whether the tenant sees it: every status change, public notes; never a staff-only note or an assignment. */
    public: boolean('public').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_events_request_idx').on(t.requestId, t.createdAt),
    enumCheck('maintenance_events_kind_check', t.kind, MAINTENANCE_EVENT_KINDS),
  ],
);

export type MaintenanceRequestRow = typeof maintenanceRequests.$inferSelect;
export type MaintenancePhotoRow = typeof maintenancePhotos.$inferSelect;
export type MaintenanceEventRow = typeof maintenanceEvents.$inferSelect;
