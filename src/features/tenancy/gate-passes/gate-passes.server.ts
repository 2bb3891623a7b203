// The tenant's gate passes: register an expected arrival for one of its modules (a code the guard
// types or scans, and a signed link for the driver), list them newest window first, revoke one,
// and answer a walk-in the guard registered. Every read and write is scoped to the tenant: another
// tenant's pass is not found. Callers pass the tenancy from tenancyOf.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { notify } from '@/features/portal/notifications/notifications.server';
import type { Tenancy } from '@/features/tenancy/leases/tenancy.server';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteInstant } from '@/lib/site-time';
import { db, type Database } from '@/server/db/client';
import { gatePasses, tenantMembers, user } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { readPage } from '@/server/lists';
import { refuse } from '@/server/refusal';
import { CODE_ALPHABET, CODE_LENGTH, normaliseCpf, normalisePlate, normaliseRg } from './gate-identity';
import type { CreatePassInput, DecideWalkInInput, RevokePassInput, WalkInInput } from './gate-pass.schema';

export const PASSES_PAGE_SIZE = 20;

/** The tenant's gate passes page in `locale`. */
export const tenantPassesPath = (locale: Locale) => localizePath(locale, '/dashboard/gate-passes');

/** A fresh pass code: 8 characters of Crockford base32 (40 bits), from the system's CSPRNG. */
export function newPassCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The person, document and vehicle fields of an arrival, as stored. */
export function arrivalColumns(input: WalkInInput) {
  const truck = input.kind === 'truck';
  const cpf = !truck && input.document ? normaliseCpf(input.document) : undefined;
  return {
    kind: input.kind,
    moduleNumber: input.module,
    personName: input.name,
    documentKind: truck || !input.document ? null : cpf ? ('cpf' as const) : ('rg' as const),
    documentNumber: truck || !input.document ? null : (cpf ?? normaliseRg(input.document) ?? null),
    company: input.company || null,
    plate: truck && input.plate ? (normalisePlate(input.plate) ?? null) : null,
    operation: truck ? ((input.operation as 'load' | 'unload' | undefined) ?? null) : null,
  };
}

/**
 * Inserts a pass with a fresh code; a code already taken (one in a trillion) is drawn again, the
 * unique index deciding. Returns the new row's id and code.
 */
export async function insertPass(tx: Database, values: Omit<typeof gatePasses.$inferInsert, 'code'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(gatePasses)
      .values({ ...values, code: newPassCode() })
      .onConflictDoNothing({ target: gatePasses.code })
      .returning({ id: gatePasses.id, code: gatePasses.code });
    if (row) return row;
  }
  throw new Error('insertPass: no free code after five draws');
}

/** Registers an expected arrival for one of the tenant's modules; once per submission. */
export async function createPass(userId: string, tenancy: Tenancy, input: CreatePassInput, now = new Date()) {
  if (!tenancy.modules.includes(input.module)) refuse('BAD_REQUEST', 'gatePasses.error.module');
  const [startDay, startTime] = input.start.split('T') as [string, string];
  const [endDay, endTime] = input.end.split('T') as [string, string];
  const windowStart = siteInstant(startDay, startTime);
  const windowEnd = siteInstant(endDay, endTime);
  if (windowEnd.getTime() <= now.getTime()) refuse('BAD_REQUEST', 'gatePasses.error.past');
  if (windowEnd.getTime() - windowStart.getTime() > 7 * 24 * 3600 * 1000)
    refuse('BAD_REQUEST', 'gatePasses.error.long');
  return submitOnce('gatePasses.create', input.submission, (tx) =>
    insertPass(tx, {
      ...arrivalColumns(input),
      tenantId: tenancy.tenantId,
      windowStart,
      windowEnd,
      createdBy: userId,
    }),
  );
}

/** A pass's columns as every list and page reads them (the gatehouse adds its tenant's). */
export const passColumns = {
  id: gatePasses.id,
  kind: gatePasses.kind,
  code: gatePasses.code,
  moduleNumber: gatePasses.moduleNumber,
  personName: gatePasses.personName,
  documentKind: gatePasses.documentKind,
  documentNumber: gatePasses.documentNumber,
  company: gatePasses.company,
  plate: gatePasses.plate,
  operation: gatePasses.operation,
  windowStart: gatePasses.windowStart,
  windowEnd: gatePasses.windowEnd,
  walkIn: gatePasses.walkIn,
  approval: gatePasses.approval,
  revokedAt: gatePasses.revokedAt,
  checkedInAt: gatePasses.checkedInAt,
  checkedOutAt: gatePasses.checkedOutAt,
};

export type PassRow = { [K in keyof typeof passColumns]: (typeof gatePasses.$inferSelect)[K] };

/** Page `page` of the tenant's passes, the latest window first. */
export function tenantPassesPage(tenantId: string, page: number) {
  return readPage({
    rows: db().select(passColumns).from(gatePasses).$dynamic(),
    where: eq(gatePasses.tenantId, tenantId),
    orderBy: [desc(gatePasses.windowStart), desc(gatePasses.id)],
    page,
    pageSize: PASSES_PAGE_SIZE,
  });
}

/** The tenant's pass `passId`; a NOT_FOUND refusal for any other (another tenant's included). */
export async function findTenantPass(tenantId: string, passId: string, database: Database = db()): Promise<PassRow> {
  const [row] = await database
    .select(passColumns)
    .from(gatePasses)
    .where(and(eq(gatePasses.id, passId), eq(gatePasses.tenantId, tenantId)));
  return row ?? refuse('NOT_FOUND', 'gatePasses.error.notFound');
}

/** The pass a signed link names, with what its page shows; undefined when there is none. */
export async function findPass(passId: string): Promise<PassRow | undefined> {
  const [row] = await db().select(passColumns).from(gatePasses).where(eq(gatePasses.id, passId));
  return row;
}

const passOfGate = { tenantId: gatePasses.tenantId, personName: gatePasses.personName, code: gatePasses.code };

/**
 * Records that pass `passId` came in at `now`, let in by `guardId`: one UPDATE that holds only for
 * a pass not yet in, not revoked, approved and within its window. Undefined when it did not hold.
 */
export async function recordEntry(tx: Database, passId: string, guardId: string, now: Date) {
  const [row] = await tx
    .update(gatePasses)
    .set({ checkedInAt: now, checkedInBy: guardId })
    .where(
      and(
        eq(gatePasses.id, passId),
        isNull(gatePasses.checkedInAt),
        isNull(gatePasses.revokedAt),
        eq(gatePasses.approval, 'approved'),
        lte(gatePasses.windowStart, now),
        gt(gatePasses.windowEnd, now),
      ),
    )
    .returning(passOfGate);
  return row;
}

/** Records that pass `passId` left at `now`: once, and only after it came in. Undefined otherwise. */
export async function recordExit(tx: Database, passId: string, guardId: string, now: Date) {
  const [row] = await tx
    .update(gatePasses)
    .set({ checkedOutAt: now, checkedOutBy: guardId })
    .where(and(eq(gatePasses.id, passId), isNotNull(gatePasses.checkedInAt), isNull(gatePasses.checkedOutAt)))
    .returning(passOfGate);
  return row;
}

/** Revokes a pass of the tenant that has not been used; a used or revoked one is refused untouched. */
export async function revokePass(tenancy: Tenancy, input: RevokePassInput) {
  const changed = await db()
    .update(gatePasses)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(gatePasses.id, input.passId),
        eq(gatePasses.tenantId, tenancy.tenantId),
        isNull(gatePasses.revokedAt),
        isNull(gatePasses.checkedInAt),
      ),
    )
    .returning({ id: gatePasses.id });
  if (changed.length > 0) return;
  const pass = await findTenantPass(tenancy.tenantId, input.passId);
  refuse('CONFLICT', pass.revokedAt ? 'gatePasses.error.alreadyRevoked' : 'gatePasses.error.used');
}

/** Approves or refuses a walk-in still waiting for the tenant's answer; tells the guard who registered it. */
export async function decideWalkIn(userId: string, tenancy: Tenancy, input: DecideWalkInInput) {
  return db().transaction(async (tx) => {
    const [changed] = await tx
      .update(gatePasses)
      .set({ approval: input.decision === 'approve' ? 'approved' : 'refused', decidedBy: userId })
      .where(
        and(
          eq(gatePasses.id, input.passId),
          eq(gatePasses.tenantId, tenancy.tenantId),
          eq(gatePasses.approval, 'pending'),
        ),
      )
      .returning({ id: gatePasses.id, createdBy: gatePasses.createdBy, personName: gatePasses.personName });
    if (!changed) {
      await findTenantPass(tenancy.tenantId, input.passId, tx);
      refuse('CONFLICT', 'gatePasses.error.decided');
    }
    if (changed.createdBy) {
      const [guard] = await tx.select({ locale: user.locale }).from(user).where(eq(user.id, changed.createdBy));
      const locale: Locale = guard && isLocale(guard.locale) ? guard.locale : defaultLocale;
      await notify(tx, changed.createdBy, locale, {
        title: input.decision === 'approve' ? 'gatehouse.notify.approved' : 'gatehouse.notify.refused',
        params: { name: changed.personName, tenant: tenancy.tenantName },
        link: localizePath(locale, '/portaria'),
      });
    }
  });
}

/** The tenant's people, each with their language: who is told of the tenant's arrivals. */
export async function tenantPeople(tx: Database, tenantId: string) {
  const rows = await tx
    .select({ id: user.id, locale: user.locale })
    .from(tenantMembers)
    .innerJoin(user, eq(user.id, tenantMembers.userId))
    .where(eq(tenantMembers.tenantId, tenantId));
  return rows.map((r) => ({ id: r.id, locale: (isLocale(r.locale) ? r.locale : defaultLocale) as Locale }));
}
