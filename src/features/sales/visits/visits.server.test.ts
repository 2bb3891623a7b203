import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stateAfter } from '@/server/db/row-lock.test-support';
import * as z from 'zod/mini';
import { readIcs } from '../../../../tests/support/read-ics';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { closedDays, jobs, leadEvents, leads, siteContentVersion, visitSlots, visits } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { runDueJobs } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { takePlace } from './visit-slots.server';
import { sign } from '@/server/signed-links';
import { bookVisitSchema } from './visits.schema';
import { bookVisit, cancelVisit, managedVisit, openSlots, rescheduleVisit } from './visits.server';
import { visitReminderHandler } from '@/server/visit-reminders';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['background_jobs', 'leads', 'visits', 'visit_slots', 'closed_days', 'form_submissions'],
);

/** Tuesday 1 December 2026, 9:00 in Fortaleza. The default rules: weekdays 9–12 and 14–17, 24 h notice. */
const NOW = new Date('2026-12-01T12:00:00Z');
/** Wednesday 2 December, 9:00 and 10:00 Fortaleza: the first two free slots. */
const FIRST = '2026-12-02T12:00:00.000Z';
const SECOND = '2026-12-02T13:00:00.000Z';

let ip = 0;
const visitor = (overrides: Record<string, unknown> = {}) =>
  z.parse(bookVisitSchema, {
    nome_completo: 'Maria da Silva',
    empresa: 'Transportes Potiguar',
    email: 'maria@example.com',
    celular: '(84) 99999-0000',
    modulo: 7,
    horario: FIRST,
    ...overrides,
  });
const book = (overrides: Record<string, unknown> = {}, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  bookVisit(visitor(overrides), { ip: `198.51.100.${++ip}`, locale, now: NOW });

const tokenOf = (next: string) => decodeURIComponent(next.split('/').at(-1)!);
const mails = async () =>
  (await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.createdAt)).map(
    (row) => row.payload as MailMessage,
  );
const invitationOf = (mail: MailMessage | undefined) => readIcs(mail!.attachments![0]!.content);
/** The mails that carry a calendar invitation (to the visitor), oldest first. */
const withInvitation = (all: MailMessage[]) =>
  all.filter((m) => m.attachments?.[0]?.contentType?.startsWith('text/calendar'));
/** The mails that tell the sales team of a booking, oldest first. */
const toSales = (all: MailMessage[]) => all.filter((m) => m.subject.includes('Novo agendamento de visita pelo site'));
const count = async (table: typeof leads | typeof visits) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const slotRow = async (at: string) =>
  (
    await handle.db
      .select()
      .from(visitSlots)
      .where(eq(visitSlots.startsAt, new Date(at)))
  )[0];

describe(`visits booked from free slots on ${testEngine}`, () => {
  it('offers the grid from now + the notice, without closed days or full slots', async () => {
    await handle.db
      .insert(closedDays)
      .values({ day: '2026-12-03', kind: 'staff', namePt: 'Fechado', nameEn: 'Closed' });
    await handle.db.insert(visitSlots).values({ startsAt: new Date(FIRST), capacity: 1, booked: 1 });
    const { free } = await openSlots(NOW);
    const iso = free.map((d) => d.toISOString());
    expect(iso[0]).toBe(SECOND);
    expect(iso).not.toContain(FIRST);
    expect(iso.some((s) => s.startsWith('2026-12-03'))).toBe(false);
    // Saturdays and Sundays have no hours; the window ends 30 days on (today included).
    expect(iso.some((s) => s.startsWith('2026-12-05') || s.startsWith('2026-12-06'))).toBe(false);
    expect(iso.at(-1)).toBe('2026-12-30T19:00:00.000Z');
  });

  it('books: the place, the visit, a new lead, its events, both emails with the invitation and the reminders', async () => {
    const { visitId, next } = await book();
    expect(next).toMatch(/^\/visita\/.+/);
    expect(await slotRow(FIRST)).toMatchObject({ booked: 1, capacity: 1 });
    const [visit] = await handle.db.select().from(visits);
    expect(visit).toMatchObject({ id: visitId, status: 'booked', source: 'site', moduleNumber: 7, sequence: 0 });
    const [lead] = await handle.db.select().from(leads);
    // A new lead's sales clock: one business hour from 9:00 on a Tuesday in Fortaleza.
    expect(lead).toMatchObject({
      status: 'visit-scheduled',
      page: '/agendar-visita',
      firstResponseDueAt: new Date('2026-12-01T13:00:00Z'),
    });
    expect(lead?.message).toContain('Transportes Potiguar');
    const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.find((e) => e.kind === 'visit-booked')?.data).toMatchObject({ startsAt: FIRST, visitId });
    // The instant answer is dated with the lead (the test's clock), the others when queued: each
    // found by what it is, not by its place.
    const all = await mails();
    expect(all).toHaveLength(3);
    const [toVisitor] = withInvitation(all);
    const [toStaff] = toSales(all);
    const answer = all.find((m) => m !== toVisitor && m !== toStaff);
    // The instant answer every new lead gets, with the module's spec sheet named for the send.
    expect(answer?.to).toBe('maria@example.com');
    expect(events.find((e) => e.kind === 'auto-reply')?.data).toMatchObject({ subject: answer?.subject });
    expect(toVisitor?.to).toBe('maria@example.com');
    expect(toVisitor?.text).toContain(`/visita/`);
    expect(toStaff?.subject).toContain('Novo agendamento de visita pelo site');
    const ics = invitationOf(toVisitor);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid: `${visitId}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(ics.tzid).toBe('America/Fortaleza');
    expect(ics.timezones).toEqual(['America/Fortaleza']);
    expect(ics.start.toISOString()).toBe(FIRST);
    const reminders = await handle.db.select().from(jobs).where(eq(jobs.kind, 'visit-reminder'));
    expect(reminders.map((r) => r.runAt.toISOString()).sort()).toEqual([
      // The day before at 9:00 Fortaleza is already past: only the two hours before remains.
      '2026-12-02T10:00:00.000Z',
    ]);
  });

  it('books once per post: a retry gets the first answer; another visitor with the same form key books too', async () => {
    const version = async () => (await handle.db.select().from(siteContentVersion))[0]?.version ?? 0;
    const before = await version();
    const submission = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    const first = await book({ submission });
    expect(await book({ submission })).toEqual(first);
    // The cached booking page showed both the same key: a different booking is its own.
    const other = await book({ submission, email: 'b@example.com', celular: '84 92222-2222', horario: SECOND });
    expect(other.visitId).not.toBe(first.visitId);
    expect(await count(visits)).toBe(2);
    // The booking page is served from the page cache: a booking moves the content version.
    expect(await version()).toBeGreaterThan(before);
  });

  it("adds the visit to an open lead with the same phone or email, never to a won one's", async () => {
    await handle.db.insert(leads).values([
      {
        fullName: 'Maria',
        email: 'MARIA@example.com',
        phone: '84 99999 0000',
        locale: 'pt-BR',
        page: '/',
        status: 'contacted',
      },
      {
        fullName: 'João',
        email: 'joao@example.com',
        phone: '84 98888-0000',
        locale: 'pt-BR',
        page: '/',
        status: 'won',
      },
    ]);
    await book();
    await book({ email: 'joao@example.com', celular: '84 98888-0000', horario: SECOND });
    expect(await count(leads)).toBe(3);
    const maria = await handle.db.select().from(leads).where(eq(leads.email, 'MARIA@example.com'));
    expect(maria[0]?.status).toBe('visit-scheduled');
    expect(toSales(await mails())[0]?.text).toContain('Contato já existente');
    // Someone else at the same phone joins Maria's lead; the visit's emails still go to who booked it.
    const other = await book({ email: 'socio@example.com', horario: '2026-12-02T14:00:00.000Z' });
    expect(await count(leads)).toBe(3);
    await cancelVisit(tokenOf(other.next), { now: NOW });
    expect((await mails()).filter((m) => m.subject.startsWith('Visita cancelada')).map((m) => m.to)).toEqual([
      'socio@example.com',
    ]);
  });

  it('gives the last place to exactly one of two visitors booking at the same time', async () => {
    const results = await Promise.allSettled([
      book({ email: 'a@example.com', celular: '84 91111-1111' }),
      book({ email: 'b@example.com', celular: '84 92222-2222' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'CONFLICT', message: 'visits.error.slotTaken' });
    expect(await slotRow(FIRST)).toMatchObject({ booked: 1 });
    expect(await count(visits)).toBe(1);
    expect(await count(leads)).toBe(1);
  });

  it.runIf(testEngine === 'postgres')(
    'on two connections (two processes), the second waits for the first and finds the slot full',
    async () => {
      if (handle.driver.engine !== 'postgres') throw new Error('unreachable');
      const second = await openDatabase({ url: handle.driver.url });
      try {
        let release!: () => void;
        let took!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const taken = new Promise<void>((resolve) => (took = resolve));
        const first = handle.db.transaction(async (tx) => {
          await takePlace(tx, new Date(FIRST), 1);
          took();
          await held;
        });
        await taken;
        const other = second.db.transaction((tx) => takePlace(tx, new Date(FIRST), 1));
        expect(await stateAfter(other)).toBe('waiting');
        release();
        await first;
        await expect(other).rejects.toMatchObject({ message: 'visits.error.slotTaken' });
        expect(await slotRow(FIRST)).toMatchObject({ booked: 1 });
      } finally {
        await second.close();
      }
    },
  );

  it('refuses a slot in the past, off the grid, on a closed day or outside the window, writing nothing', async () => {
    await handle.db.insert(closedDays).values({ day: '2026-12-03', kind: 'national', namePt: 'x', nameEn: 'x' });
    for (const horario of [
      '2026-11-30T12:00:00.000Z',
      '2026-12-01T13:00:00.000Z', // within the 24 h notice
      '2026-12-02T12:30:00.000Z',
      '2026-12-03T12:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
      'not a date',
    ])
      await expect(book({ horario })).rejects.toMatchObject({ message: 'visits.error.slotUnavailable' });
    await expect(book({ modulo: 99 })).rejects.toMatchObject({ message: 'leads.error.module' });
    expect(await count(leads)).toBe(0);
    expect(await count(visits)).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('moves a visit: the old place freed, the new one taken, the same UID with a higher SEQUENCE', async () => {
    const { visitId, next } = await book({}, 'en');
    expect(next).toMatch(/^\/en\/visita\//);
    const moved = await rescheduleVisit({ token: tokenOf(next), horario: SECOND }, { now: NOW });
    expect(await slotRow(FIRST)).toMatchObject({ booked: 0 });
    expect(await slotRow(SECOND)).toMatchObject({ booked: 1 });
    const [visit] = await handle.db.select().from(visits);
    expect(visit).toMatchObject({ sequence: 1, startsAt: new Date(SECOND) });
    const changed = await handle.db.select().from(leadEvents).where(eq(leadEvents.kind, 'visit-changed'));
    expect(changed[0]?.data).toMatchObject({ from: FIRST, to: SECOND });
    const all = await mails();
    const update = all.find((m) => m.subject.startsWith('Visit rescheduled'));
    expect(invitationOf(update)).toMatchObject({
      method: 'REQUEST',
      uid: invitationOf(withInvitation(all)[0]).uid,
      sequence: 1,
    });
    expect(moved.next).not.toBe(next);
    // A slot already full cannot be moved to.
    const other = await book({ email: 'z@example.com', celular: '84 93333-3333', horario: FIRST });
    await expect(rescheduleVisit({ token: tokenOf(other.next), horario: SECOND }, { now: NOW })).rejects.toMatchObject({
      message: 'visits.error.slotTaken',
    });
    expect(await slotRow(FIRST)).toMatchObject({ booked: 1 });
    expect(visitId).toBeTruthy();
  });

  it('cancels a visit: the place freed, the status, METHOD:CANCEL; a second cancel does nothing', async () => {
    const { next } = await book();
    await cancelVisit(tokenOf(next), { now: NOW });
    await cancelVisit(tokenOf(next), { now: NOW });
    expect(await slotRow(FIRST)).toMatchObject({ booked: 0 });
    const [visit] = await handle.db.select().from(visits);
    expect(visit).toMatchObject({ status: 'cancelled', sequence: 1 });
    const cancels = (await mails()).filter((m) => m.subject.startsWith('Visita cancelada'));
    expect(cancels).toHaveLength(1);
    expect(invitationOf(cancels[0])).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1 });
    expect(await handle.db.select().from(leadEvents).where(eq(leadEvents.kind, 'visit-cancelled'))).toHaveLength(1);
  });

  it('reads nothing from a tampered or expired link, and changes nothing through one', async () => {
    const { visitId, next } = await book();
    const token = tokenOf(next);
    expect(await managedVisit(token, NOW)).toBeDefined();
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await managedVisit(tampered, NOW)).toBeUndefined();
    const expired = sign('visit-manage', visitId, new Date(NOW.getTime() - 1000));
    expect(await managedVisit(expired, NOW)).toBeUndefined();
    await expect(rescheduleVisit({ token: tampered, horario: SECOND }, { now: NOW })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(cancelVisit(expired, { now: NOW })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await handle.db.select().from(visits))[0]).toMatchObject({ status: 'booked', sequence: 0 });
  });

  it('sends the day-before reminder once, at 9:00 Fortaleza, and none for a visit moved since', async () => {
    const monday = new Date('2026-12-07T12:00:00Z');
    const { next } = await bookVisit(visitor({ horario: '2026-12-09T17:00:00.000Z' }), {
      ip: '203.0.113.1',
      locale: 'pt-BR',
      now: new Date('2026-12-04T12:00:00Z'),
    });
    const runAts = (await handle.db.select().from(jobs).where(eq(jobs.kind, 'visit-reminder'))).map((j) =>
      j.runAt.toISOString(),
    );
    expect(runAts.sort()).toEqual(['2026-12-08T12:00:00.000Z', '2026-12-09T15:00:00.000Z']);
    const run = (now: Date) =>
      Promise.all([
        runDueJobs(handle.db, [visitReminderHandler()], now),
        runDueJobs(handle.db, [visitReminderHandler()], now),
      ]);
    await run(monday);
    expect((await mails()).filter((m) => m.subject.startsWith('Lembrete'))).toHaveLength(0);
    await run(new Date('2026-12-08T12:00:01Z'));
    await run(new Date('2026-12-08T12:30:00Z'));
    const reminders = (await mails()).filter((m) => m.subject.startsWith('Lembrete'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('/visita/');
    // Moved: the queued two-hours reminder (sequence 0) sends nothing; the new day-before one does.
    await rescheduleVisit({ token: tokenOf(next), horario: '2026-12-10T17:00:00.000Z' }, { now: monday });
    await run(new Date('2026-12-09T15:00:01Z'));
    const after = (await mails()).filter((m) => m.subject.startsWith('Lembrete'));
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toContain('10 de dezembro');
    const queued = await handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'visit-reminder'), eq(jobs.state, 'queued')));
    expect(queued.map((j) => [j.payload, j.runAt.toISOString()])).toEqual([
      [expect.objectContaining({ sequence: 1 }), '2026-12-10T15:00:00.000Z'],
    ]);
  });
});
