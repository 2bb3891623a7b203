import { describe, expect, it } from 'vitest';
import { calendarInvite, escapeText, foldLine, icsDateTime } from './ics';
import { parseIcs, unescapeText } from './test-fixtures';

describe('iCalendar invite', () => {
  it('escapes text values', () => {
    expect(escapeText('a, b; c\\d\nline')).toBe('a\\, b\\; c\\\\d\\nline');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ção '.repeat(40)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes one event in UTC with CRLF line ends, and parses back', () => {
    const start = new Date('2026-11-25T17:30:00Z');
    const text = calendarInvite(
      {
        uid: 'abc@example.com',
        stamp: new Date('2026-11-23T10:00:00.123Z'),
        start,
        end: new Date('2026-11-25T18:30:00Z'),
        summary: 'Visita ao Parque, módulo 7; doca',
        location: 'Rodovia BR-101, km 95, s/n, Parnamirim - RN',
        description:
          'Linha 1\nLinha 2 com \\ barra e uma frase bem longa para forçar a dobra da linha em setenta e cinco octetos',
      },
      '-//Test//Leads//PT',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const lines = parseIcs(text);
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    const props = Object.fromEntries(lines);
    expect(props).toMatchObject({
      VERSION: '2.0',
      METHOD: 'PUBLISH',
      UID: 'abc@example.com',
      DTSTAMP: '20261123T100000Z',
      DTSTART: '20261125T173000Z',
      DTEND: '20261125T183000Z',
    });
    expect(unescapeText(props.SUMMARY!)).toBe('Visita ao Parque, módulo 7; doca');
    expect(unescapeText(props.LOCATION!)).toBe('Rodovia BR-101, km 95, s/n, Parnamirim - RN');
    expect(unescapeText(props.DESCRIPTION!)).toContain('Linha 1\nLinha 2 com \\ barra');
    expect(icsDateTime(start)).toBe('20261125T173000Z');
  });
});
