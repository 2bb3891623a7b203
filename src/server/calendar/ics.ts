// A visit's iCalendar (RFC 5545) file, written by ical-generator (escaping, folding at 75 octets,
// CRLF line ends). By default an announcement (METHOD:PUBLISH) with times in UTC, as the staff's
// invitations send; the visitor's booking sends an invitation (REQUEST), its updates (a higher
// SEQUENCE, the same UID) and its cancellation (CANCEL), with the times in the site's zone. A staff
// member's feed (calendarFeed) lists many events, each with its UID and SEQUENCE, so a calendar app
// updates a moved visit in place.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { config } from '@/server/config';

/**
 * A visit's calendar UID, the same in every file that names it (the invitation, its updates, the
 * staff's feeds): `<visit id>@<the public site's host name>`, which no staff edit changes.
 */
export const visitUid = (visitId: string) => `${visitId}@${new URL(config().publicSiteUrl).hostname}`;

export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  organizer?: { name: string; email: string };
}

/** Who wrote the file (PRODID): `-//<company>//<product>//<LANGUAGE>`. */
export interface CalendarProduct {
  company: string;
  product: string;
  language: string;
}

export interface CalendarOptions {
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** One more on every change of the same event (RFC 5546). */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Write the times in this zone (with its VTIMEZONE) instead of UTC. Only fixed-offset zones. */
  timeZone?: FixedTimeZone;
}

/** A zone without summer time, such as America/Fortaleza (UTC-3 all year since 2019). */
export interface FixedTimeZone {
  id: string;
  /** Minutes ahead of UTC: -180 for UTC-3. */
  offsetMinutes: number;
  /** Its short name, e.g. '-03'. */
  name: string;
}

export const FORTALEZA: FixedTimeZone = { id: 'America/Fortaleza', offsetMinutes: -180, name: '-03' };

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function vtimezone(zone: FixedTimeZone): string {
  const offset = offsetText(zone.offsetMinutes);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.id}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${zone.name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** The wall-clock time of `date` in `zone`, as ical-generator takes a zoned time: 'yyyy-MM-ddTHH:mm:ss'. */
const wallTime = (date: Date, zone: FixedTimeZone) =>
  new Date(date.getTime() + zone.offsetMinutes * 60_000).toISOString().slice(0, 19);

/** The whole file: one event, announced (PUBLISH, the default), offered (REQUEST) or withdrawn (CANCEL). */
export function calendarInvite(event: CalendarEvent, product: CalendarProduct, options: CalendarOptions = {}): string {
  const zone = options.timeZone;
  const calendar = ical({
    prodId: product,
    method: ICalCalendarMethod[options.method ?? 'PUBLISH'],
    scale: 'GREGORIAN',
  });
  if (zone) calendar.timezone({ name: null, generator: () => vtimezone(zone) });
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    start: zone ? wallTime(event.start, zone) : event.start,
    end: zone ? wallTime(event.end, zone) : event.end,
    ...(zone ? { timezone: zone.id } : {}),
    summary: event.summary,
    location: event.location,
    description: event.description ?? null,
    url: event.url ?? null,
    organizer: event.organizer ?? null,
    status: ICalEventStatus[options.status ?? 'CONFIRMED'],
    sequence: options.sequence ?? 0,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

export interface FeedEvent {
  uid: string;
  sequence: number;
  /** When the row last changed (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

/** The whole feed: its name, how often to ask again, the events. */
export function calendarFeed(name: string, events: readonly FeedEvent[], product: CalendarProduct): string {
  const calendar = ical({ prodId: product, name, scale: 'GREGORIAN', ttl: 60 * 60 });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: event.stamp,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
