// Props for the rooms pages: the tenant's (rooms with their rules, the booking form, the coming
// days' bookings with only the tenant's own named, and its own bookings with cancel) and the
// staff's (the rooms, their form, every upcoming booking paged and filtered by room).
import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteDay } from '@/lib/site-time';
import { db } from '@/server/db/client';
import { roomBookings, rooms, tenants, user, type RoomRow } from '@/server/db/schema';
import { defineList, matching, otherPage, readPage } from '@/server/lists';
import { UUID_PATTERN } from '@/lib/ids';
import { renderSafeMarkdown } from '@/server/safe-markdown';
import { bookingClock, comingBookings, findRoom, listRooms, roomName } from './rooms.server';
import { timeOfMinute } from './rooms.schema';

/** How many days of bookings the tenant's page shows. */
export const COMING_DAYS = 7;
const PAGE_SIZE = 20;

const TENANT_KEYS = [
  'rooms.title',
  'rooms.intro',
  'rooms.none',
  'rooms.rules',
  'rooms.coming',
  'rooms.comingNone',
  'rooms.form.title',
  'rooms.form.room',
  'rooms.form.day',
  'rooms.form.start',
  'rooms.form.end',
  'rooms.form.submit',
  'rooms.own.title',
  'rooms.own.none',
  'rooms.own.cancel',
  'rooms.own.tooLate',
] as const satisfies readonly MessageKey[];

const ADMIN_KEYS = [
  'rooms.admin.title',
  'rooms.admin.rooms',
  'rooms.admin.noRooms',
  'rooms.admin.new',
  'rooms.admin.edit',
  'rooms.admin.back',
  'rooms.admin.save',
  'rooms.admin.bookings',
  'rooms.admin.noBookings',
  'rooms.admin.filter',
  'rooms.admin.allRooms',
  'rooms.admin.filterSubmit',
  'rooms.admin.cancel',
  'rooms.field.namePt',
  'rooms.field.nameEn',
  'rooms.field.capacity',
  'rooms.field.opens',
  'rooms.field.closes',
  'rooms.field.minMinutes',
  'rooms.field.maxMinutes',
  'rooms.field.cancelNoticeHours',
  'rooms.field.rulesPt',
  'rooms.field.rulesEn',
  'rooms.field.rulesHint',
  'rooms.col.room',
  'rooms.col.when',
  'rooms.col.tenant',
  'rooms.col.by',
  'rooms.col.status',
] as const satisfies readonly MessageKey[];

/**
 * Bookings not over at `now`: a booking lasts at most a day, so one still on started within the
 * last 24 hours (the bound lets the (…, starts_at) indexes serve the list).
 */
const stillOn = (now: Date) => [
  gte(roomBookings.startsAt, new Date(now.getTime() - 24 * 3_600_000)),
  gte(roomBookings.endsAt, now),
];

const when = (locale: Locale, startsAt: Date, endsAt: Date) =>
  translate(locale, 'rooms.when', {
    day: formatDay(siteDay(startsAt), locale),
    start: bookingClock(startsAt),
    end: bookingClock(endsAt),
  });

/** What a room's card says of it, in `locale`. */
function roomFacts(room: RoomRow, locale: Locale) {
  return {
    id: room.id,
    name: roomName(room, locale),
    facts: [
      translate(locale, 'rooms.capacity', { count: room.capacity }),
      translate(locale, 'rooms.hours', {
        opens: timeOfMinute(room.opensMinute),
        closes: timeOfMinute(room.closesMinute),
      }),
      translate(locale, 'rooms.lengths', { min: room.minMinutes, max: room.maxMinutes }),
      translate(locale, 'rooms.cancelNotice', { hours: room.cancelNoticeHours }),
    ],
    rulesHtml: renderSafeMarkdown(locale === 'en' ? room.rulesEn : room.rulesPt),
  };
}

// The tenant's page shows two paged lists: its own bookings (?pagina=) and the calendar (?pagina_agenda=).
const ownList = defineList({
  path: '/dashboard/rooms',
  params: { pagina_agenda: otherPage() },
  messages: { pages: 'rooms.list.pages', previous: 'rooms.list.previous', next: 'rooms.list.next' },
});
const comingList = defineList({
  path: '/dashboard/rooms',
  params: { pagina: otherPage() },
  pageParam: 'pagina_agenda',
  messages: {
    countOne: 'rooms.coming.countOne',
    countOther: 'rooms.coming.countOther',
    pages: 'rooms.coming.pages',
    previous: 'rooms.list.previous',
    next: 'rooms.list.next',
  },
});

/** The tenant's rooms page at `url`, for tenant `tenantId` (named `tenantName`). */
export async function tenantRoomsProps(
  tenant: { tenantId: string; tenantName: string },
  url: URL,
  locale: Locale,
  now = new Date(),
) {
  const params = ownList.read(url.searchParams);
  const comingParams = comingList.read(url.searchParams);
  const [all, coming, own] = await Promise.all([
    listRooms(),
    comingBookings(now, COMING_DAYS, comingParams.pagina_agenda),
    readPage({
      rows: db()
        .select({
          id: roomBookings.id,
          startsAt: roomBookings.startsAt,
          endsAt: roomBookings.endsAt,
          namePt: rooms.namePt,
          nameEn: rooms.nameEn,
          cancelNoticeHours: rooms.cancelNoticeHours,
        })
        .from(roomBookings)
        .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
        .$dynamic(),
      where: and(eq(roomBookings.tenantId, tenant.tenantId), eq(roomBookings.status, 'booked'), ...stillOn(now)),
      orderBy: [asc(roomBookings.startsAt), asc(roomBookings.id)],
      page: params.pagina,
      pageSize: PAGE_SIZE,
    }),
  ]);
  return {
    labels: pick(locale, TENANT_KEYS),
    today: siteDay(now),
    rooms: all.map((room) => roomFacts(room, locale)),
    coming: {
      rows: coming.rows.map((b) => ({
        id: b.id,
        room: roomName(b, locale),
        when: when(locale, b.startsAt, b.endsAt),
        who: b.tenantId === tenant.tenantId ? tenant.tenantName : translate(locale, 'rooms.bookedOther'),
        own: b.tenantId === tenant.tenantId,
      })),
      ...comingList.view(locale, coming, comingParams),
    },
    own: own.rows.map((b) => ({
      id: b.id,
      room: roomName(b, locale),
      when: when(locale, b.startsAt, b.endsAt),
      cancellable: b.startsAt.getTime() - now.getTime() >= b.cancelNoticeHours * 3_600_000,
    })),
    ...ownList.view(locale, own, params),
  };
}

export type TenantRoomsProps = Awaited<ReturnType<typeof tenantRoomsProps>>;

const staffList = defineList({
  path: '/admin/tenants/rooms',
  params: { sala: matching(UUID_PATTERN) },
  messages: {
    countOne: 'rooms.list.countOne',
    countOther: 'rooms.list.countOther',
    pages: 'rooms.list.pages',
    previous: 'rooms.list.previous',
    next: 'rooms.list.next',
  },
});

/** The staff's rooms page at `url`: the rooms and every booking from today on (?sala=&pagina=). */
export async function staffRoomsProps(url: URL, locale: Locale, now = new Date()) {
  const params = staffList.read(url.searchParams);
  const conditions: SQL[] = stillOn(now);
  if (params.sala) conditions.push(eq(roomBookings.roomId, params.sala));
  const [all, page] = await Promise.all([
    listRooms(),
    readPage({
      rows: db()
        .select({
          id: roomBookings.id,
          startsAt: roomBookings.startsAt,
          endsAt: roomBookings.endsAt,
          status: roomBookings.status,
          namePt: rooms.namePt,
          nameEn: rooms.nameEn,
          tenant: tenants.name,
          by: user.name,
        })
        .from(roomBookings)
        .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
        .innerJoin(tenants, eq(tenants.id, roomBookings.tenantId))
        .leftJoin(user, eq(user.id, roomBookings.bookedBy))
        .$dynamic(),
      where: and(...conditions),
      orderBy: [asc(roomBookings.startsAt), asc(roomBookings.id)],
      page: params.pagina,
      pageSize: PAGE_SIZE,
    }),
  ]);
  return {
    labels: pick(locale, ADMIN_KEYS),
    filterAction: localizePath(locale, '/admin/tenants/rooms'),
    room: params.sala ?? '',
    rooms: all.map((room) => ({
      ...roomFacts(room, locale),
      editHref: localizePath(locale, `/admin/tenants/rooms/${room.id}`),
    })),
    bookings: page.rows.map((b) => ({
      id: b.id,
      room: roomName(b, locale),
      when: when(locale, b.startsAt, b.endsAt),
      tenant: b.tenant,
      by: b.by ?? '—',
      status: b.status,
      statusLabel: translate(locale, `rooms.status.${b.status}`),
    })),
    ...staffList.view(locale, page, params),
  };
}

export type StaffRoomsProps = Awaited<ReturnType<typeof staffRoomsProps>>;

/** The staff's edit page of room `id`; undefined when there is none. */
export async function staffRoomProps(id: string, locale: Locale) {
  if (!UUID_PATTERN.test(id)) return undefined;
  const room = await findRoom(id);
  if (!room) return undefined;
  return {
    labels: pick(locale, ADMIN_KEYS),
    title: translate(locale, 'rooms.admin.editTitle', { name: roomName(room, locale) }),
    backHref: localizePath(locale, '/admin/tenants/rooms'),
    room: roomFormValues(room),
  };
}

export type StaffRoomProps = NonNullable<Awaited<ReturnType<typeof staffRoomProps>>>;

/** A room as its form's fields show it. */
export const roomFormValues = (room: RoomRow): Record<string, string> => ({
  roomId: room.id,
  namePt: room.namePt,
  nameEn: room.nameEn,
  capacity: String(room.capacity),
  opens: timeOfMinute(room.opensMinute),
  closes: timeOfMinute(room.closesMinute),
  minMinutes: String(room.minMinutes),
  maxMinutes: String(room.maxMinutes),
  cancelNoticeHours: String(room.cancelNoticeHours),
  rulesPt: room.rulesPt,
  rulesEn: room.rulesEn,
});
