// What tenants and staff do to maintenance requests, each in one transaction with what it causes.
// A tenant's person opens a request for one of the tenant's modules, with photos cleaned of their
// metadata (maintenance-photos.server.ts), and rates it once it is done. The staff assign it, move
// it along the allowed transitions and write notes; a change made on an older page is refused (the
// version check). Every status change and public note is told to each of the tenant's people (a
// notification and an email in their language); staff-only notes and assignments are not.
// Callers have checked the role: the tenant's side passes the caller's tenancy (tenancyOf), so a
// request of another tenant looks like one that does not exist.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import type { Tenancy } from '@/features/tenancy/leases/tenancy.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { canMove, responseDueAt } from '@/lib/statuses/maintenance';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import {
  maintenanceEvents,
  maintenancePhotos,
  maintenanceRequests,
  tenantMembers,
  user,
  type MaintenanceRequestRow,
} from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { findStaff } from '@/server/staff';
import { storage, type Storage } from '@/server/storage';
import { cleanPhoto } from './maintenance-photos.server';
import { maintenanceUpdateEmail } from './maintenance-update.email';
import type { AssignInput, MoveInput, NewRequestInput, NoteInput, RateInput } from './maintenance.schema';

const CHANGED_MEANWHILE = 'maintenance.error.changedMeanwhile';
const NOT_FOUND = 'maintenance.error.notFound';

/** The tenant's page of a request, in `locale` (what notifications and emails link to). */
export const tenantRequestPath = (locale: Locale, id: string) => localizePath(locale, `/dashboard/maintenance/${id}`);

/** The staff's page of a request. */
export const staffRequestPath = (locale: Locale, id: string) =>
  localizePath(locale, `/admin/tenants/maintenance/${id}`);

/** Where a photo's bytes live: one folder per request. */
const photoKey = (requestId: string, photoId: string) => `maintenance/${requestId}/${photoId}.jpg`;

interface Person {
  id: string;
}

/**
 * Opens a request for the caller's tenant: the module must be one it leases today, the photos
 * images (stored re-encoded, without metadata). Once per submission: a retry returns the first
 * request and keeps no second copy of the photos.
 */
export async function createRequest(
  person: Person,
  tenancy: Tenancy,
  input: NewRequestInput,
  files: Storage = storage(),
  now = new Date(),
) {
  if (!tenancy.modules.includes(input.moduleNumber)) refuse('BAD_REQUEST', 'maintenance.error.module');
  const photos = [];
  for (const file of input.photos ?? []) photos.push(await cleanPhoto(new Uint8Array(await file.arrayBuffer())));
  const id = randomUUID();
  const stored = photos.map((photo, position) => ({ ...photo, id: randomUUID(), position }));
  const keys = stored.map((photo) => photoKey(id, photo.id));
  // The bytes first: a row never points at nothing. If the rows are not written, neither are they.
  try {
    for (const [index, photo] of stored.entries())
      await files.put(keys[index]!, photo.bytes, { contentType: photo.contentType });
    const result = await submitOnce('maintenance.create', input.submission, async (tx) => {
      await tx.insert(maintenanceRequests).values({
        id,
        tenantId: tenancy.tenantId,
        openedBy: person.id,
        moduleNumber: input.moduleNumber,
        category: input.category,
        urgency: input.urgency,
        description: input.description,
        dueAt: responseDueAt(input.urgency, now),
        createdAt: now,
        updatedAt: now,
      });
      if (stored.length > 0) {
        await tx.insert(maintenancePhotos).values(
          stored.map((photo, index) => ({
            id: photo.id,
            requestId: id,
            storageKey: keys[index]!,
            contentType: photo.contentType,
            width: photo.width,
            height: photo.height,
            sizeBytes: photo.bytes.byteLength,
            position: photo.position,
          })),
        );
      }
      await tx.insert(maintenanceEvents).values({
        requestId: id,
        actorId: person.id,
        kind: 'opened',
        toStatus: 'open',
        public: true,
        createdAt: now,
      });
      return { id };
    });
    if (result.id !== id) await Promise.all(keys.map((key) => files.delete(key)));
    return result;
  } catch (error) {
    await Promise.all(keys.map((key) => files.delete(key)));
    throw error;
  }
}

/** The tenant's people, each with their language, to be told of a change. */
function tenantPeople(tx: Database, tenantId: string) {
  return tx
    .select({ id: user.id, name: user.name, email: user.email, locale: user.locale })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(eq(tenantMembers.tenantId, tenantId));
}

type ToldRequest = Pick<MaintenanceRequestRow, 'id' | 'tenantId' | 'category' | 'moduleNumber' | 'status'>;

/** Tells each of the tenant's people of the change: a notification and an email, in their language. */
async function tellTenant(tx: Database, request: ToldRequest, kind: 'status' | 'note', note: string | null) {
  for (const person of await tenantPeople(tx, request.tenantId)) {
    const locale: Locale = isLocale(person.locale) ? person.locale : defaultLocale;
    await notify(tx, person.id, locale, {
      title: kind === 'status' ? 'maintenance.notify.status' : 'maintenance.notify.note',
      text: note,
      params: {
        category: { key: `maintenance.category.${request.category}` },
        module: request.moduleNumber,
        status: { key: `maintenance.status.${request.status}` },
      },
      link: tenantRequestPath(locale, request.id),
    });
    await enqueueMail(
      tx,
      maintenanceUpdateEmail(
        { kind, request, note, page: (l) => tenantRequestPath(l, request.id) },
        { email: person.email, name: person.name, locale: person.locale },
      ),
      { cause: { kind: 'maintenance', id: request.id } },
    );
  }
}

/** Request `id` as it is now, or a refusal when there is none. */
async function currentRequest(tx: Database, id: string) {
  const [found] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!found) refuse('NOT_FOUND', NOT_FOUND);
  return found;
}

/**
 * Writes `changes` over the request read at `version`, bumping it; refused when another change
 * came first (the conditional update is what decides, whatever was read before).
 */
async function updateAtVersion(
  tx: Database,
  id: string,
  version: number,
  changes: Partial<typeof maintenanceRequests.$inferInsert>,
) {
  const written = await tx
    .update(maintenanceRequests)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.version, version)))
    .returning({ id: maintenanceRequests.id });
  if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
}

/** The staff move the request along an allowed transition; the tenant's people are told. */
export async function moveRequest(staff: AuditActor, input: MoveInput) {
  return db().transaction(async (tx) => {
    const request = await currentRequest(tx, input.requestId);
    if (request.version !== input.version) refuse('CONFLICT', CHANGED_MEANWHILE);
    if (!canMove(request.status, input.status)) refuse('CONFLICT', 'maintenance.error.transition');
    const refused = input.status === 'refused';
    const note = refused ? (input.reason ?? null) : (input.note ?? null);
    await updateAtVersion(tx, request.id, input.version, {
      status: input.status,
      refusalReason: refused ? input.reason : null,
    });
    await tx.insert(maintenanceEvents).values({
      requestId: request.id,
      actorId: staff.id,
      kind: 'status',
      fromStatus: request.status,
      toStatus: input.status,
      note,
      public: true,
    });
    await recordAudit(tx, {
      actor: staff,
      action: 'maintenance.move',
      subject: { kind: 'maintenance', id: request.id },
      before: { status: request.status },
      after: { status: input.status, ...(refused ? { reason: input.reason } : {}) },
    });
    await tellTenant(tx, { ...request, status: input.status }, 'status', note);
    return { id: request.id };
  });
}

/** The staff give the request to one of them (or to nobody); the tenant is not told. */
export async function assignRequest(staff: AuditActor, input: AssignInput) {
  return db().transaction(async (tx) => {
    const request = await currentRequest(tx, input.requestId);
    if (request.version !== input.version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const assignee = input.assigneeId ? await findStaff(tx, input.assigneeId) : null;
    if (input.assigneeId && !assignee) refuse('BAD_REQUEST', 'maintenance.error.assignee');
    await updateAtVersion(tx, request.id, input.version, { assigneeId: assignee?.id ?? null });
    await tx.insert(maintenanceEvents).values({
      requestId: request.id,
      actorId: staff.id,
      kind: 'assigned',
      note: assignee?.name ?? null,
      public: false,
    });
    await recordAudit(tx, {
      actor: staff,
      action: 'maintenance.assign',
      subject: { kind: 'maintenance', id: request.id },
      before: { assigneeId: request.assigneeId },
      after: { assigneeId: assignee?.id ?? null },
    });
    return { id: request.id };
  });
}

/** A note from the staff, once per submission: a public one is told to the tenant's people. */
export async function addNote(staff: AuditActor, input: NoteInput) {
  return submitOnce('maintenance.note', input.submission, async (tx) => {
    const request = await currentRequest(tx, input.requestId);
    const isPublic = input.visibility === 'public';
    await tx.insert(maintenanceEvents).values({
      requestId: request.id,
      actorId: staff.id,
      kind: 'note',
      note: input.note,
      public: isPublic,
    });
    await tx.update(maintenanceRequests).set({ updatedAt: new Date() }).where(eq(maintenanceRequests.id, request.id));
    await recordAudit(tx, {
      actor: staff,
      action: 'maintenance.note',
      subject: { kind: 'maintenance', id: request.id },
      after: { visibility: input.visibility },
    });
    if (isPublic) await tellTenant(tx, request, 'note', input.note);
    return { id: request.id };
  });
}

/** The tenant rates a done request, once: the conditional update decides, then the refusal says why. */
export async function rateRequest(person: Person, tenancy: Tenancy, input: RateInput) {
  const written = await db()
    .update(maintenanceRequests)
    .set({
      rating: input.rating,
      ratingComment: input.comment ?? null,
      ratedAt: new Date(),
      ratedBy: person.id,
    })
    .where(
      and(
        eq(maintenanceRequests.id, input.requestId),
        eq(maintenanceRequests.tenantId, tenancy.tenantId),
        eq(maintenanceRequests.status, 'done'),
        isNull(maintenanceRequests.rating),
      ),
    )
    .returning({ id: maintenanceRequests.id });
  if (written.length > 0) return { id: input.requestId };
  const [found] = await db()
    .select({ status: maintenanceRequests.status, rating: maintenanceRequests.rating })
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, input.requestId), eq(maintenanceRequests.tenantId, tenancy.tenantId)));
  if (!found) refuse('NOT_FOUND', NOT_FOUND);
  if (found.rating !== null) refuse('CONFLICT', 'maintenance.error.alreadyRated');
  refuse('CONFLICT', 'maintenance.error.notDone');
}

/** The requests overdue at `now`: still open past their deadline (the partial index on due_at). */
export const overdueNow = (now: Date) =>
  and(eq(maintenanceRequests.status, 'open'), lt(maintenanceRequests.dueAt, now));
