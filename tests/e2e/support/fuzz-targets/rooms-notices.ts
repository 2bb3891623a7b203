// The shared rooms' and the notices' forms. The fuzz account is staff and no tenant's: its
// bookings are refused (an account of no tenant) after their checks, and a notice finds no tenant
// to reach (nothing is published); the rooms it saves are stored and read back.
import { publishNoticeSchema } from '@/features/tenancy/notices/notices.schema';
import { bookRoomSchema, cancelBookingSchema, roomSchema, timeOfMinute } from '@/features/tenancy/rooms/rooms.schema';
import { rooms } from '@/server/db/schema';
import { NO_RECORD, stored, type FormTarget } from './types';

export const ROOMS_NOTICES_TARGETS: readonly FormTarget[] = [
  {
    action: 'rooms.book',
    pages: ['/dashboard/rooms'],
    session: 'user',
    schema: bookRoomSchema,
    sample: (u) => ({ submission: u.uuid, roomId: NO_RECORD, day: '2031-05-06', start: '10:00', end: '11:00' }),
  },
  {
    action: 'rooms.cancel',
    pages: ['/dashboard/rooms'],
    session: 'user',
    schema: cancelBookingSchema,
    sample: () => ({ bookingId: NO_RECORD }),
  },
  {
    action: 'adminRooms.save',
    pages: ['/admin/tenants/rooms'],
    session: 'user',
    schema: roomSchema,
    sample: () => ({
      namePt: 'Auditório',
      nameEn: 'Auditorium',
      capacity: '80',
      opens: '08:00',
      closes: '22:00',
      minMinutes: '30',
      maxMinutes: '240',
      cancelNoticeHours: '24',
      rulesPt: '- Sem comida\n- Deixe a sala limpa',
      rulesEn: '- No food',
    }),
    // Every room the staff saved, as this form would send it.
    stored: stored(
      rooms,
      (r) => `room ${r.namePt}`,
      (r) => ({
        roomId: r.id,
        namePt: r.namePt,
        nameEn: r.nameEn,
        capacity: String(r.capacity),
        opens: timeOfMinute(r.opensMinute),
        closes: timeOfMinute(r.closesMinute),
        minMinutes: String(r.minMinutes),
        maxMinutes: String(r.maxMinutes),
        cancelNoticeHours: String(r.cancelNoticeHours),
        rulesPt: r.rulesPt,
        rulesEn: r.rulesEn,
      }),
      { multiline: ['rulesPt', 'rulesEn'] },
    ),
  },
  {
    action: 'adminRooms.cancel',
    pages: ['/admin/tenants/rooms'],
    session: 'user',
    schema: cancelBookingSchema,
    sample: () => ({ bookingId: NO_RECORD }),
  },
  {
    action: 'adminNotices.publish',
    pages: ['/admin/tenants/notices'],
    session: 'user',
    schema: publishNoticeSchema,
    sample: (u) => ({
      submission: u.uuid,
      title: 'Falta de água',
      body: 'Amanhã, das 8h às 12h.',
      urgency: 'normal',
      audience: 'modules',
      modules: '7',
    }),
  },
];
