// Reads an iCalendar file with ical.js (a parser written apart from the library that writes our
// files): the calendar's METHOD, the one event's UID, SEQUENCE, STATUS, its start as an instant
// and the zone it is written in, and the VTIMEZONEs it carries.
import ICAL from 'ical.js';

export interface ReadEvent {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  tzid: string | null;
  timezones: string[];
  location: string;
  url: string | null;
}

export function readIcs(text: string): ReadEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone').map((tz) => String(tz.getFirstPropertyValue('tzid')));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length !== 1) throw new Error(`expected one VEVENT, found ${vevents.length}`);
  const event = new ICAL.Event(vevents[0]);
  const dtstart = vevents[0]!.getFirstProperty('dtstart');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevents[0]!.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
    timezones,
    location: event.location,
    url: (vevents[0]!.getFirstPropertyValue('url') as string | null) ?? null,
  };
}

/** The .ics part of a raw email (as the mail sink keeps it), decoded. */
export function calendarPart(raw: string): string {
  const part = raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error('the email has no text/calendar part');
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').trim();
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    return Buffer.from(
      content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return content;
}
