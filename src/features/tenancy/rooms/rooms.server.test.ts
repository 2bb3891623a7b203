import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { stateAfter } from '@/server/db/row-lock.test-support';
import * as z from 'zod/mini';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { EXCLUSION_VIOLATION, isPgError } from '@/server/db/errors';
import { auditLog, jobs, notifications, roomBookings, rooms, tenantMembers, tenants } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { bookRoomSchema, roomSchema } from './rooms.schema';
import {
  bookingRange,
  bookRoom,
  cancelOwnBooking,
  COMING_PAGE_SIZE,
  saveRoom,
  staffCancelBooking,
} from './rooms.server';
import { tenantRoomsProps } from './rooms-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['room_bookings', 'rooms', 'tenant_members', 'tenants', 'user', 'background_jobs', 'audit_log', 'form_submissions'],
);

/** Tuesday 1 December 2026, 9:00 in Fortaleza. */
const NOW = new Date('2026-12-01T12:00:00Z');
const DAY = '2026-12-02';
const staff = { id: 'staff', name: 'Staff', email: 'staff@example.com' };

let auditorium: string;
let acme: { userId: string; tenantId: string };
let other: { userId: string; tenantId: string };

async function tenantWith(userId: string, name: string, locale: 'pt-BR' | 'en' = 'pt-BR') {
  await addUser(handle, userId, { locale });
  const [tenant] = await handle.db.insert(tenants).values({ name }).returning();
  await handle.db.insert(tenantMembers).values({ userId, tenantId: tenant!.id, role: 'main' });
  return { userId, tenantId: tenant!.id };
}

beforeEach(async () => {
  await addUser(handle, 'staff', { role: 'admin' });
  acme = await tenantWith('ana', 'Acme Logística');
  other = await tenantWith('bia', 'Outra Transportes', 'en');
  ({ id: auditorium } = await saveRoom(
    staff,
    z.parse(roomSchema, {
      namePt: 'Auditório',
      nameEn: 'Auditorium',
      capacity: '80',
      opens: '08:00',
      closes: '22:00',
      minMinutes: '30',
      maxMinutes: '240',
      cancelNoticeHours: '24',
      rulesPt: '- Sem comida',
      rulesEn: '- No food',
    }),
  ));
});

const booking = (fields: Record<string, string> = {}) =>
  z.parse(bookRoomSchema, { roomId: auditorium, day: DAY, start: '10:00', end: '11:00', ...fields });
const bookingsCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(roomBookings))[0]!.n;

describe(`rooms on ${testEngine}`, () => {
  it('books a room for the tenant and refuses an overlapping time of the same room, writing nothing', async () => {
    const { id } = await bookRoom(acme, booking(), { now: NOW });
    const [row] = await handle.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    expect(row).toMatchObject({ tenantId: acme.tenantId, bookedBy: 'ana', status: 'booked' });
    expect(row!.startsAt.toISOString()).toBe('2026-12-02T13:00:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2026-12-02T14:00:00.000Z');

    await expect(bookRoom(other, booking({ start: '10:30', end: '11:30' }), { now: NOW })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'rooms.error.taken',
    });
    expect(await bookingsCount()).toBe(1);
    // Touching ends do not overlap ('[)'); another room's same time is free.
    await bookRoom(other, booking({ start: '11:00', end: '12:00' }), { now: NOW });
    const { id: meeting } = await saveRoom(
      staff,
      z.parse(roomSchema, {
        namePt: 'Sala de reuniões',
        nameEn: 'Meeting room',
        capacity: '12',
        opens: '08:00',
        closes: '18:00',
        minMinutes: '30',
        maxMinutes: '120',
        cancelNoticeHours: '2',
      }),
    );
    await bookRoom(other, booking({ roomId: meeting }), { now: NOW });
    expect(await bookingsCount()).toBe(3);
  });

  it('lets a cancelled booking free its time', async () => {
    const { id } = await bookRoom(acme, booking(), { now: NOW });
    await cancelOwnBooking(acme, { bookingId: id }, { now: NOW });
    await bookRoom(other, booking(), { now: NOW });
    expect(await bookingsCount()).toBe(2);
  });

  it('of two bookings of the same time at once, exactly one is written', async () => {
    const results = await Promise.allSettled([
      bookRoom(acme, booking(), { now: NOW }),
      bookRoom(other, booking({ start: '10:15', end: '10:45' }), { now: NOW }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 'CONFLICT', message: 'rooms.error.taken' });
    expect(await bookingsCount()).toBe(1);
  });

  it.runIf(testEngine === 'postgres')(
    'on two connections (two processes), the second waits for the first and is refused by the constraint',
    async () => {
      if (handle.driver.engine !== 'postgres') throw new Error('unreachable');
      const second = await openDatabase({ url: handle.driver.url });
      try {
        const { startsAt, endsAt } = bookingRange(DAY, 600, 660);
        const row = (tenantId: string) => ({ roomId: auditorium, tenantId, startsAt, endsAt });
        let release!: () => void;
        let inserted!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const written = new Promise<void>((resolve) => (inserted = resolve));
        const first = handle.db.transaction(async (tx) => {
          await tx.insert(roomBookings).values(row(acme.tenantId));
          inserted();
          await held;
        });
        await written;
        const other2 = second.db.transaction((tx) => tx.insert(roomBookings).values(row(other.tenantId)));
        expect(await stateAfter(other2)).toBe('waiting');
        release();
        await first;
        const error = await other2.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isPgError(error, EXCLUSION_VIOLATION)).toBe(true);
        expect(await bookingsCount()).toBe(1);
      } finally {
        await second.close();
      }
    },
  );

  it("refuses a time outside the room's hours, lengths, in the past or too far ahead, writing nothing", async () => {
    const refused = async (fields: Record<string, string>, message: string, now = NOW) =>
      expect(bookRoom(acme, booking(fields), { now })).rejects.toMatchObject({ message });
    await refused({ start: '07:30', end: '09:00' }, 'rooms.error.outsideHours');
    await refused({ start: '21:30', end: '22:30' }, 'rooms.error.outsideHours');
    await refused({ start: '10:00', end: '10:15' }, 'rooms.error.length');
    await refused({ start: '10:00', end: '14:30' }, 'rooms.error.length');
    await refused({ day: '2026-12-01', start: '08:00', end: '09:00' }, 'rooms.error.past');
    await refused({ day: '2027-07-01' }, 'rooms.error.tooFar');
    await refused({ roomId: '00000000-0000-4000-8000-000000000000' }, 'rooms.error.room');
    expect(() => booking({ start: '11:00', end: '10:00' })).toThrow();
    expect(() => booking({ day: '2026-02-30' })).toThrow();
    expect(await bookingsCount()).toBe(0);
  });

  it('cancels a booking until the notice, refuses past it, and finds no booking of another tenant', async () => {
    const { id } = await bookRoom(acme, booking(), { now: NOW });
    // 24 h notice: the booking starts 2 December 10:00, so until 1 December 10:00.
    await expect(
      cancelOwnBooking(acme, { bookingId: id }, { now: new Date('2026-12-01T13:00:01Z') }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'rooms.error.tooLateToCancel' });
    await expect(cancelOwnBooking(other, { bookingId: id }, { now: NOW })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await cancelOwnBooking(acme, { bookingId: id }, { now: new Date('2026-12-01T13:00:00Z') });
    await expect(cancelOwnBooking(acme, { bookingId: id }, { now: NOW })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'rooms.error.alreadyCancelled',
    });
    const [row] = await handle.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'ana' });
  });

  it('staff cancel any booking: audited, and the person who booked it told in their language', async () => {
    const { id } = await bookRoom(other, booking(), { now: NOW });
    await staffCancelBooking(staff, { bookingId: id });
    const [row] = await handle.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    expect(row?.status).toBe('cancelled');
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'room.cancelBooking'));
    expect(audit).toHaveLength(1);
    const [told] = await handle.db.select().from(notifications).where(eq(notifications.userId, 'bia'));
    expect(told?.title).toBe('The management cancelled a room booking');
    const mail = (await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')))[0]?.payload as MailMessage;
    expect(mail.to).toBe('bia@example.com');
    expect(mail.subject).toBe('Booking cancelled: Auditorium, 12/2/26');
    expect(mail.text).toContain('10:00–11:00');
  });

  it("shows the coming bookings with only the tenant's own named", async () => {
    await bookRoom(acme, booking(), { now: NOW });
    await bookRoom(other, booking({ start: '14:00', end: '15:00' }), { now: NOW });
    const props = await tenantRoomsProps(
      { tenantId: acme.tenantId, tenantName: 'Acme Logística' },
      new URL('http://x/dashboard/rooms'),
      'pt-BR',
      NOW,
    );
    expect(props.coming.rows.map((b) => [b.room, b.who])).toEqual([
      ['Auditório', 'Acme Logística'],
      ['Auditório', 'Reservado'],
    ]);
    expect(props.own).toHaveLength(1);
    expect(props.own[0]).toMatchObject({ room: 'Auditório', cancellable: true });
    expect(props.rooms[0]!.rulesHtml).toContain('<li>Sem comida</li>');
  });

  it('pages the coming bookings past the first page, counting them all, and keeps the own bookings’ page', async () => {
    const count = COMING_PAGE_SIZE + 3;
    const HALF_HOUR = 30 * 60_000;
    await handle.db.insert(roomBookings).values(
      Array.from({ length: count }, (_, i) => ({
        roomId: auditorium,
        tenantId: other.tenantId,
        startsAt: new Date(NOW.getTime() + (i + 1) * HALF_HOUR),
        endsAt: new Date(NOW.getTime() + (i + 2) * HALF_HOUR),
      })),
    );
    const page = (query: string) =>
      tenantRoomsProps(
        { tenantId: acme.tenantId, tenantName: 'Acme Logística' },
        new URL(`http://x/dashboard/rooms${query}`),
        'en',
        NOW,
      );
    const first = await page('');
    expect(first.coming.rows).toHaveLength(COMING_PAGE_SIZE);
    expect(first.coming.countText).toBe(`${count} bookings in the next 7 days`);
    expect(first.coming.next).toBe('/en/dashboard/rooms?pagina_agenda=2');
    const second = await page('?pagina=2&pagina_agenda=2');
    expect(second.coming.rows).toHaveLength(3);
    expect(second.coming.rows.every((b) => b.who === 'Booked')).toBe(true);
    expect(second.coming.pagesText).toBe('Coming bookings, page 2 of 2');
    expect(second.coming.previous).toBe('/en/dashboard/rooms?pagina=2');
  });

  it('keeps the hours and lengths of a room consistent (form and table)', async () => {
    const base = {
      namePt: 'X',
      nameEn: 'X',
      capacity: '10',
      opens: '08:00',
      closes: '18:00',
      minMinutes: '30',
      maxMinutes: '60',
      cancelNoticeHours: '0',
    };
    expect(() => z.parse(roomSchema, { ...base, closes: '07:00' })).toThrow();
    expect(() => z.parse(roomSchema, { ...base, maxMinutes: '15' })).toThrow();
    expect(() => z.parse(roomSchema, { ...base, capacity: '0' })).toThrow();
    await expect(
      handle.db.insert(rooms).values({
        namePt: 'X',
        nameEn: 'X',
        capacity: 10,
        opensMinute: 600,
        closesMinute: 500,
        minMinutes: 30,
        maxMinutes: 60,
        cancelNoticeHours: 0,
      }),
    ).rejects.toThrow();
  });
});
