import { describe, expect, it } from 'vitest';
import { calendarInvite, FORTALEZA, type CalendarEvent } from './ics';
import { parseIcs, unescapeText } from '@/features/sales/leads/test-fixtures';

const visit: CalendarEvent = {
  uid: 'abc@example.com',
  stamp: new Date('2026-11-23T10:00:00.123Z'),
  start: new Date('2026-11-25T17:30:00Z'),
  end: new Date('2026-11-25T18:30:00Z'),
  summary: 'Visita ao Parque, módulo 7; doca',
  location: 'Rodovia BR-101, km 95, s/n, Parnamirim - RN',
  description:
    'Linha 1\nLinha 2 com \\ barra e uma frase bem longa para forçar a dobra da linha em setenta e cinco octetos',
  organizer: { name: 'Parque "Logístico"', email: 'comercial@example.com' },
};
const product = { company: 'Parque Logístico', product: 'Leads', language: 'PT' };

/** The file's lines, unfolded, as [name;params, value] pairs; and the event's properties by name. */
function read(text: string) {
  const lines = parseIcs(text);
  const begin = lines.findIndex(([name, value]) => name === 'BEGIN' && value === 'VEVENT');
  const end = lines.findIndex(([name, value]) => name === 'END' && value === 'VEVENT');
  return {
    lines,
    calendar: Object.fromEntries(lines.slice(0, begin)),
    event: Object.fromEntries(lines.slice(begin + 1, end)),
  };
}

describe('the visit invitation (.ics)', () => {
  it('is one calendar with one event, announced (PUBLISH), with its UID and times in UTC', () => {
    const { lines, calendar, event } = read(calendarInvite(visit, product));
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(lines.filter(([name]) => name === 'BEGIN').map(([, value]) => value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(calendar).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//Parque Logístico//Leads//PT',
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
    });
    expect(event).toMatchObject({
      UID: 'abc@example.com',
      // DTSTAMP drops the milliseconds; every time is UTC (Z), so each calendar shows its own zone.
      DTSTAMP: '20261123T100000Z',
      DTSTART: '20261125T173000Z',
      DTEND: '20261125T183000Z',
      STATUS: 'CONFIRMED',
      SEQUENCE: '0',
    });
    expect(event['ORGANIZER;CN="Parque ^\'Logístico^\'"']).toBe('mailto:comercial@example.com');
  });

  it('escapes the texts, which read back as written', () => {
    const { event } = read(calendarInvite(visit, product));
    expect(event.SUMMARY).toBe('Visita ao Parque\\, módulo 7\\; doca');
    expect(unescapeText(event.SUMMARY!)).toBe(visit.summary);
    expect(unescapeText(event.LOCATION!)).toBe(visit.location);
    expect(unescapeText(event.DESCRIPTION!)).toBe(visit.description);
  });

  it('leaves out what is not given', () => {
    const { event } = read(calendarInvite({ ...visit, description: undefined, organizer: undefined }, product));
    expect(Object.keys(event).some((name) => name.startsWith('DESCRIPTION') || name.startsWith('ORGANIZER'))).toBe(
      false,
    );
  });

  it('ends every line with CRLF and folds long ones at 75 octets without splitting a UTF-8 character', () => {
    const text = calendarInvite({ ...visit, description: 'ção '.repeat(40) }, product);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // A split character would not survive the round trip through UTF-8.
    expect(physical.every((line) => Buffer.from(line, 'utf8').toString('utf8') === line)).toBe(true);
    const continued = physical.filter((line) => line.startsWith(' '));
    expect(continued.length).toBeGreaterThan(1);
    expect(unescapeText(read(text).event.DESCRIPTION!)).toBe('ção '.repeat(40));
  });

  it("offers (REQUEST) or withdraws (CANCEL) the event in the site's zone, with its VTIMEZONE and SEQUENCE", () => {
    const request = read(calendarInvite(visit, product, { method: 'REQUEST', sequence: 2, timeZone: FORTALEZA }));
    expect(request.calendar.METHOD).toBe('REQUEST');
    expect(request.lines.filter(([name]) => name === 'BEGIN').map(([, value]) => value)).toEqual([
      'VCALENDAR',
      'VTIMEZONE',
      'STANDARD',
      'VEVENT',
    ]);
    expect(request.lines).toContainEqual(['TZID', 'America/Fortaleza']);
    expect(request.lines).toContainEqual(['TZOFFSETTO', '-0300']);
    expect(request.event).toMatchObject({
      UID: 'abc@example.com',
      DTSTAMP: '20261123T100000Z',
      'DTSTART;TZID=America/Fortaleza': '20261125T143000',
      'DTEND;TZID=America/Fortaleza': '20261125T153000',
      SEQUENCE: '2',
      STATUS: 'CONFIRMED',
    });
    const cancel = read(calendarInvite(visit, product, { method: 'CANCEL', sequence: 3, status: 'CANCELLED' }));
    expect(cancel.calendar.METHOD).toBe('CANCEL');
    expect(cancel.event).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '3' });
  });
});
