// The staff's calendar feed of the visits (RFC 5545), written by ical-generator the way the lead's
// invite is (src/features/admin-leads/ics.ts): one VEVENT per visit, its UID `<visit id>@<host>`
// and its SEQUENCE the row's, so a calendar app updates a moved visit in place.
import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarProduct } from '@/features/admin-leads/ics';

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
