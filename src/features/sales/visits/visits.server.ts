// Visits booked by visitors from the free slots, moved and cancelled through the visit's signed
// link. Each is one transaction: the slot's place (visit-slots.server.ts), the visit, the lead
// (an open lead with the same email or phone gets the visit in its history instead of a second
// lead), its events, the emails and the reminders (visit-mail.server.ts). A post that is refused
// writes nothing. The lead's first-response due time is left for the sales clock to set.
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/i18n-types';
import { BOOKING_PATH } from '@/lib/lead-interest';
import { localizePath } from '@/lib/paths';
import { db, type Database } from '@/server/db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '@/server/db/errors';
import { leads, visits, type VisitRow } from '@/server/db/schema';
import { submitOnce } from '@/server/forms/submissions';
import { wakeMailRunner } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { verify } from '@/server/signed-links';
import { withinLeadLimit } from '@/features/sales/contact-form/leads.server';
import { addLeadEvent } from '@/features/sales/leads/lead-events.server';
import { insertLead } from '@/features/sales/leads/lead-records.server';
import { slotEnd } from './slots';
import { bookVisitIn } from './visit-booking.server';
import { chosenSlot, openSlots, releasePlace, takePlace } from './visit-slots.server';
import {
  managePath,
  queueReminders,
  queueStaffNotice,
  queueVisitorMail,
  visitById,
  visitorOf,
  type Visitor,
} from './visit-mail.server';
import type { BookVisitInput, RescheduleVisitInput } from './visits.schema';

interface Moment {
  now?: Date;
}

/** An open lead (not won or lost) with the same email (any case) or phone (its digits), newest first. */
async function openLeadOf(tx: Database, email: string, phone: string) {
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status, lostReason: leads.lostReason })
    .from(leads)
    .where(
      and(
        or(eq(leads.emailKey, email.toLowerCase()), eq(leads.phoneKey, phone.replace(/\D/g, ''))),
        notInArray(leads.status, ['won', 'lost']),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1)
    .for('update');
  return lead;
}

export interface Booked extends Record<string, unknown> {
  visitId: string;
  /** The manage page, in the visitor's language. */
  next: string;
}

/**
 * The once-only key of a booking: the form's key plus a digest of what was sent. The booking page
 * comes from the shared page cache, so two visitors can hold the same form key: both bookings are
 * kept, while a retry of the same post books nothing twice (as the contact form: leadOnceKey).
 */
function bookingOnceKey(input: BookVisitInput, locale: Locale): string | undefined {
  if (!input.submission) return undefined;
  const sent = [
    input.nome_completo,
    input.empresa,
    input.email,
    input.celular,
    input.modulo ?? '',
    input.horario,
    locale,
  ];
  return `${input.submission}:${createHash('sha256').update(JSON.stringify(sent)).digest('base64url')}`;
}

/** Books the slot the visitor picked; refused when it is not free (nothing written then). */
export async function bookVisit(input: BookVisitInput, request: { ip: string; locale: Locale } & Moment) {
  const now = request.now ?? new Date();
  if (!(await withinLeadLimit(request.ip, now))) refuse('TOO_MANY_REQUESTS', 'leads.error.rateLimited');
  const booked = await submitOnce<Booked>('visits.book', bookingOnceKey(input, request.locale), async (tx) => {
    const open = await openSlots(now, tx);
    const startsAt = chosenSlot(input.horario, open);
    const existing = await openLeadOf(tx, input.email, input.celular);
    const leadId = existing?.id ?? randomUUID();
    if (!existing)
      // A new lead: its instant answer and its first-response deadline, as the contact form's.
      await insertLead(
        tx,
        {
          id: leadId,
          fullName: input.nome_completo,
          email: input.email,
          phone: input.celular,
          moduleNumber: input.modulo ?? null,
          locale: request.locale,
          message: `Empresa: ${input.empresa}`,
          page: localizePath(request.locale, BOOKING_PATH),
        },
        now,
      );
    const who: Visitor = {
      leadId,
      name: input.nome_completo,
      email: input.email,
      phone: input.celular,
      company: input.empresa,
    };
    const by = { id: null, name: who.name };
    const { visit } = await bookVisitIn(
      tx,
      {
        lead: existing ?? { id: leadId, status: 'new', lostReason: null },
        startsAt,
        endsAt: slotEnd(startsAt, open.rules),
        source: 'site',
        moduleNumber: input.modulo ?? null,
        locale: request.locale,
        who,
        by,
        place: { at: startsAt, capacity: open.rules.placesPerSlot },
      },
      now,
    );
    await addLeadEvent(
      tx,
      { id: leadId },
      by,
      {
        kind: 'visit-booked',
        // Who booked, as written: the lead found by phone or email may carry other contact details.
        data: {
          startsAt: startsAt.toISOString(),
          visitId: visit.id,
          name: who.name,
          email: who.email,
          phone: who.phone,
          company: who.company,
        },
      },
      now,
    );
    await queueStaffNotice(tx, { change: 'booked', existingLead: Boolean(existing) }, visit, who);
    return { visitId: visit.id, next: managePath(visit) };
  }).catch((error: unknown) => {
    if (input.modulo !== undefined && isPgError(error, FOREIGN_KEY_VIOLATION))
      refuse('BAD_REQUEST', 'leads.error.module');
    throw error;
  });
  wakeMailRunner();
  return booked;
}

/** The visit a manage link names, with its visitor, or undefined for a tampered or expired link. */
export async function managedVisit(token: string, now = new Date()) {
  const id = verify('visit-manage', token, now);
  return id ? visitById(db(), id) : undefined;
}

/** In a transaction: the visit the link names, locked, still booked and ahead; else refused. */
async function changeableVisit(tx: Database, token: string, now: Date) {
  const id = verify('visit-manage', token, now);
  const visit = id ? await visitById(tx, id, true) : undefined;
  if (!visit) refuse('NOT_FOUND', 'visits.error.link');
  if (visit.status !== 'booked' || visit.startsAt <= now) refuse('CONFLICT', 'visits.error.notChangeable');
  return { visit, who: await visitorOf(tx, visit) };
}

const changed = (tx: Database, visit: VisitRow, set: Partial<typeof visits.$inferInsert>) =>
  tx
    .update(visits)
    .set({ ...set, sequence: sql`${visits.sequence} + 1`, updatedAt: new Date() })
    .where(eq(visits.id, visit.id))
    .returning()
    .then((rows) => rows[0]!);

/** Moves the visit to another free slot: the old place freed, the new one taken, one transaction. */
export async function rescheduleVisit(input: RescheduleVisitInput, { now = new Date() }: Moment = {}) {
  const moved = await submitOnce<Booked>('visits.reschedule', input.submission, async (tx) => {
    const { visit, who } = await changeableVisit(tx, input.token, now);
    const open = await openSlots(now, tx);
    const startsAt = chosenSlot(input.horario, open);
    if (startsAt.getTime() === visit.startsAt.getTime()) refuse('BAD_REQUEST', 'visits.error.sameSlot');
    await releasePlace(tx, visit.slotAt);
    await takePlace(tx, startsAt, open.rules.placesPerSlot);
    const next = await changed(tx, visit, { startsAt, endsAt: slotEnd(startsAt, open.rules), slotAt: startsAt });
    await addLeadEvent(
      tx,
      { id: who.leadId },
      { id: null, name: who.name },
      {
        kind: 'visit-changed',
        data: { visitId: visit.id, from: visit.startsAt.toISOString(), to: startsAt.toISOString() },
      },
    );
    await queueVisitorMail(tx, 'changed', next, who, now);
    await queueStaffNotice(tx, { change: 'changed', from: visit.startsAt, existingLead: true }, next, who);
    await queueReminders(tx, next, who, now);
    return { visitId: visit.id, next: managePath(next) };
  });
  wakeMailRunner();
  return moved;
}

/** Cancels the visit and frees its place; a second cancel of the same visit changes nothing. */
export async function cancelVisit(token: string, { now = new Date() }: Moment = {}): Promise<void> {
  const id = verify('visit-manage', token, now);
  const current = id ? await visitById(db(), id) : undefined;
  if (current?.status === 'cancelled') return;
  await db().transaction(async (tx) => {
    const { visit, who } = await changeableVisit(tx, token, now);
    await releasePlace(tx, visit.slotAt);
    const next = await changed(tx, visit, { status: 'cancelled', slotAt: null });
    await addLeadEvent(
      tx,
      { id: who.leadId },
      { id: null, name: who.name },
      {
        kind: 'visit-cancelled',
        data: { visitId: visit.id, startsAt: visit.startsAt.toISOString() },
      },
    );
    await queueVisitorMail(tx, 'cancelled', next, who, now);
    await queueStaffNotice(tx, { change: 'cancelled', existingLead: true }, next, who);
  });
  wakeMailRunner();
}

export { openSlots } from './visit-slots.server';
