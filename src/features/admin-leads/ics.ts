// The visit's iCalendar (RFC 5545) file, written by ical-generator (escaping, folding at 75
// octets, CRLF line ends). Times in UTC: every calendar shows them in its own time zone.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarEvent {
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  organizer?: { name: string; email: string };
}

/** Who wrote the file (PRODID): `-//<company>//<product>//<LANGUAGE>`. */
export interface CalendarProduct {
  company: string;
  product: string;
  language: string;
}

/** The whole file, METHOD:PUBLISH (an announcement the lead adds to a calendar; no replies expected). */
export function calendarInvite(event: CalendarEvent, product: CalendarProduct): string {
  const calendar = ical({ prodId: product, method: ICalCalendarMethod.PUBLISH, scale: 'GREGORIAN' });
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp,
    start: event.start,
    end: event.end,
    summary: event.summary,
    location: event.location,
    description: event.description ?? null,
    organizer: event.organizer ?? null,
    status: ICalEventStatus.CONFIRMED,
    sequence: 0,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
