import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { closedDays } from '@/server/db/schema';
import { useTestDatabaseForFile } from '@/server/db/test-database';
import { fillHolidays, holidaysOf } from './holidays.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['closed_days', 'scheduled_runs']);

const day = async (d: string) => (await handle.db.select().from(closedDays).where(eq(closedDays.day, d)))[0];

describe("Parnamirim's holidays", () => {
  it("are Brazil's public holidays, RN's and the town's, named in both languages", async () => {
    const days = await holidaysOf(2026);
    expect(days).toContainEqual({ day: '2026-12-25', kind: 'national', namePt: 'Natal', nameEn: 'Christmas Day' });
    expect(days).toContainEqual(expect.objectContaining({ day: '2026-04-03', kind: 'national' }));
    expect(days).toContainEqual({
      day: '2026-10-03',
      kind: 'municipal',
      namePt: 'Mártires de Cunhaú e Uruaçu',
      nameEn: 'Martyrs of Cunhaú and Uruaçu',
    });
    expect(days).toContainEqual(expect.objectContaining({ day: '2026-12-17', kind: 'municipal' }));
    // Carnival and Corpus Christi are optional days off, not holidays.
    expect(days.map((d) => d.day)).not.toContain('2026-02-17');
    expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
  });
});

describe('filling the closed days', () => {
  it('fills a year once; a holiday the staff removed does not come back', async () => {
    expect(await fillHolidays(handle.db, [2026, 2027])).toEqual([2026, 2027]);
    expect(await day('2027-01-01')).toMatchObject({ kind: 'national' });
    await handle.db.delete(closedDays).where(eq(closedDays.day, '2026-11-20'));
    expect(await fillHolidays(handle.db, [2026, 2027])).toEqual([]);
    expect(await day('2026-11-20')).toBeUndefined();
    expect(await day('2026-12-25')).toMatchObject({ namePt: 'Natal' });
  });

  it('never overwrites a day the staff closed first', async () => {
    const mine = { day: '2028-12-25', kind: 'staff' as const, namePt: 'Recesso', nameEn: 'Year-end break' };
    await handle.db.insert(closedDays).values(mine);
    expect(await fillHolidays(handle.db, [2028])).toEqual([2028]);
    expect(await day('2028-12-25')).toEqual(mine);
    expect(await day('2028-12-17')).toMatchObject({ kind: 'municipal' });
  });
});
