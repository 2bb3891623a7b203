// What the staff change in how visits are offered: the rules with the weekly hours (one save,
// refused when another save came first: the version), and the closed days, added or removed one at
// a time. Each change is one transaction with its audit entry. Callers have checked the role.
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { closedDays, visitHours, visitSettings } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { readVisitRules, type VisitRules } from './visit-settings.server';
import {
  hoursOf,
  type AddClosedDayInput,
  type RemoveClosedDayInput,
  type VisitRulesInput,
} from './visit-settings.schema';

const CHANGED_MEANWHILE = 'visitSettings.error.changedMeanwhile';
const SUBJECT = { kind: 'site', id: 'visits' } as const;

/** The rules as the audit shows them: the numbers, and the hours as 'weekday HH:mm-HH:mm' lines. */
function auditedRules(rules: Omit<VisitRules, 'version'>) {
  return {
    slotMinutes: rules.slotMinutes,
    placesPerSlot: rules.placesPerSlot,
    daysAhead: rules.daysAhead,
    minNoticeMinutes: rules.minNoticeMinutes,
    hours: rules.hours.map((h) => `${h.weekday} ${h.startsMinute}-${h.endsMinute}`),
  };
}

/**
 * Writes the form over the rules read at `input.version`: the fields that differ are audited
 * before and after, the version moves by one. A save over another is refused and nothing is
 * written; when nothing differs, nothing is written either.
 */
export async function saveVisitRules(actor: AuditActor, input: VisitRulesInput): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const current = await readVisitRules(tx);
    if (current.version !== input.version) refuse('CONFLICT', CHANGED_MEANWHILE);
    const next = {
      slotMinutes: input.slotMinutes,
      placesPerSlot: input.placesPerSlot,
      daysAhead: input.daysAhead,
      minNoticeMinutes: input.minNoticeHours * 60,
      hours: hoursOf(input),
    };
    const before: Record<string, unknown> = auditedRules(current);
    const after: Record<string, unknown> = auditedRules(next);
    const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    // The first save writes the defaults' row even when the form kept them: the hours become the staff's.
    if (changed.length === 0 && current.version > 0) return { changed: false };
    const { hours, ...numbers } = next;
    const values = { ...numbers, version: input.version + 1, updatedAt: new Date() };
    // The version is checked again by the write itself: a save committed since the read leaves
    // this one with no row to change (or a row already there), and it is refused.
    const written =
      input.version === 0
        ? await tx
            .insert(visitSettings)
            .values({ id: 1, ...values })
            .onConflictDoNothing()
            .returning({ id: visitSettings.id })
        : await tx
            .update(visitSettings)
            .set(values)
            .where(and(eq(visitSettings.id, 1), eq(visitSettings.version, input.version)))
            .returning({ id: visitSettings.id });
    if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
    await tx.delete(visitHours);
    if (hours.length > 0) await tx.insert(visitHours).values(hours);
    const only = (values: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, values[k]]));
    await recordAudit(tx, {
      actor,
      action: 'site.visitRules',
      subject: SUBJECT,
      before: only(before),
      after: only(after),
    });
    return { changed: true };
  });
}

/** Closes `day` for visits, as the staff name it (kind 'staff'); a day already closed is refused. */
export async function addClosedDay(actor: AuditActor, input: AddClosedDayInput): Promise<void> {
  await db().transaction(async (tx) => {
    const row = { day: input.day, kind: 'staff' as const, namePt: input.namePt, nameEn: input.nameEn };
    const added = await tx.insert(closedDays).values(row).onConflictDoNothing().returning({ day: closedDays.day });
    if (added.length === 0) refuse('CONFLICT', 'visitSettings.error.dayTaken');
    await recordAudit(tx, { actor, action: 'site.closedDayAdd', subject: SUBJECT, before: null, after: row });
  });
}

/** Opens `day` again, whatever closed it (a holiday filled from the data set too: it stays removed). */
export async function removeClosedDay(actor: AuditActor, input: RemoveClosedDayInput): Promise<{ changed: boolean }> {
  return db().transaction(async (tx) => {
    const [removed] = await tx.delete(closedDays).where(eq(closedDays.day, input.day)).returning();
    if (!removed) return { changed: false };
    await recordAudit(tx, { actor, action: 'site.closedDayRemove', subject: SUBJECT, before: removed, after: null });
    return { changed: true };
  });
}
