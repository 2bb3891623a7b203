// The one way a visit is booked, by a visitor from the free slots (visits.server.ts) or by the
// staff from a lead's page (staff-visit.server.ts), in the caller's transaction: the slot's place,
// the visit, the lead's stage (forward to 'visit-scheduled': leads/lead-stage.server.ts), the
// invitation with its reschedule/cancel link, and the reminders. The caller writes its own
// timeline event and notices, and wakes the mail runner after commit.
import type { Locale } from '@/lib/i18n-types';
import type { VisitSource } from '@/lib/statuses/visit';
import { moveLeadStage, type Stage, type StagedLead } from '@/features/sales/leads/lead-stage.server';
import type { EventAuthor } from '@/features/sales/leads/lead-events.server';
import type { Database } from '@/server/db/client';
import { visits, type VisitRow } from '@/server/db/schema';
import { queueReminders, queueVisitorMail, type Visitor } from './visit-mail.server';
import { takePlace, type PlaceOptions } from './visit-slots.server';

export interface NewVisit {
  lead: StagedLead;
  startsAt: Date;
  endsAt: Date;
  source: VisitSource;
  moduleNumber: number | null;
  locale: Locale;
  /** Who the emails address. */
  who: Visitor;
  /** Who booked it, as the lead's stage event names them. */
  by: EventAuthor;
  /** The slot whose place it takes (its start and its places), or null: it takes none. */
  place: ({ at: Date; capacity: number } & PlaceOptions) | null;
  /** The staff member who booked it, with their message, for the invitation. */
  staff?: { name: string; email: string; message: string | null };
}

/**
 * Books `visit` in `tx`; refused when its slot is full (the caller's transaction then writes
 * nothing). Returns the visit, its invitation's mail id and the lead's new stage (null: unmoved).
 */
export async function bookVisitIn(
  tx: Database,
  visit: NewVisit,
  now: Date,
): Promise<{ visit: VisitRow; mailId: string; stage: Stage | null }> {
  const { place } = visit;
  if (place) await takePlace(tx, place.at, place.capacity, place);
  const [row] = await tx
    .insert(visits)
    .values({
      leadId: visit.lead.id,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      slotAt: place?.at ?? null,
      source: visit.source,
      moduleNumber: visit.moduleNumber,
      locale: visit.locale,
    })
    .returning();
  if (!row) throw new Error('bookVisitIn: the insert returned no row');
  const stage = await moveLeadStage(tx, visit.lead, 'visit-booked', visit.by, now);
  const mailId = await queueVisitorMail(tx, 'booked', row, visit.who, now, visit.staff);
  await queueReminders(tx, row, visit.who, now);
  return { visit: row, mailId, stage };
}
