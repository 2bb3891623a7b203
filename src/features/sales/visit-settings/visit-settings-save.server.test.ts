import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '@/features/operations/audit/audit-log.test-support';
import { useStaffTestDatabase } from '@/features/portal/shipments/test-fixtures';
import { z } from '@/lib/forms/zod';
import type { DatabaseHandle } from '@/server/db/client';
import { closedDays } from '@/server/db/schema';
import { addClosedDay, removeClosedDay, saveVisitRules } from './visit-settings-save.server';
import { visitRulesSchema } from './visit-settings.schema';
import { readVisitRules } from './visit-settings.server';

let handle: DatabaseHandle;
const staff = useStaffTestDatabase((h) => (handle = h), ['audit_log', 'visit_settings', 'visit_hours', 'closed_days']);

const FORM = {
  version: '0',
  slotMinutes: '60',
  placesPerSlot: '1',
  daysAhead: '30',
  minNoticeHours: '24',
  ...Object.fromEntries([1, 2, 3, 4, 5].map((d) => [`hours${d}`, '09:00-12:00, 14:00-17:00'])),
};
const save = (input: Record<string, string> = {}) =>
  saveVisitRules(staff, z.parse(visitRulesSchema, { ...FORM, ...input }));
const entries = () => auditEntries(handle);

describe('saving the visit rules', () => {
  it('writes the first save (the defaults become the staff’s), then only what changed, audited', async () => {
    expect(await save()).toEqual({ changed: true });
    expect(await readVisitRules()).toMatchObject({ version: 1, slotMinutes: 60, minNoticeMinutes: 1440 });
    expect(await save({ version: '1', slotMinutes: '45', hours1: '', hours6: '08:00-10:00' })).toEqual({
      changed: true,
    });
    const rules = await readVisitRules();
    expect(rules).toMatchObject({ version: 2, slotMinutes: 45 });
    expect(rules.hours.filter((h) => h.weekday === 1)).toEqual([]);
    expect(rules.hours.filter((h) => h.weekday === 6)).toEqual([{ weekday: 6, startsMinute: 480, endsMinute: 600 }]);
    const last = (await entries()).at(-1)!;
    expect(last).toMatchObject({ action: 'site.visitRules', subjectKind: 'site', subjectId: 'visits' });
    expect(Object.keys(last.after as object).sort()).toEqual(['hours', 'slotMinutes']);
    expect(last.before).toMatchObject({ slotMinutes: 60 });
    // The same form again changes nothing.
    expect(await save({ version: '2', slotMinutes: '45', hours1: '', hours6: '08:00-10:00' })).toEqual({
      changed: false,
    });
    expect(await entries()).toHaveLength(2);
  });

  it('refuses a save over a newer one, writing nothing', async () => {
    await save();
    await expect(save({ version: '0', slotMinutes: '30' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await readVisitRules()).slotMinutes).toBe(60);
    expect(await entries()).toHaveLength(1);
  });
});

describe('closed days', () => {
  it('adds a staff day, refuses a day already closed, removes any day, each audited', async () => {
    await addClosedDay(staff, { day: '2031-05-05', namePt: 'Recesso', nameEn: 'Break' });
    await expect(addClosedDay(staff, { day: '2031-05-05', namePt: 'Outro', nameEn: 'Other' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const [row] = await handle.db.select().from(closedDays).where(eq(closedDays.day, '2031-05-05'));
    expect(row).toEqual({ day: '2031-05-05', kind: 'staff', namePt: 'Recesso', nameEn: 'Break' });
    expect(await removeClosedDay(staff, { day: '2031-05-05' })).toEqual({ changed: true });
    expect(await removeClosedDay(staff, { day: '2031-05-05' })).toEqual({ changed: false });
    expect((await entries()).map((e) => e.action)).toEqual(['site.closedDayAdd', 'site.closedDayRemove']);
    expect((await entries())[1]!.before).toMatchObject({ day: '2031-05-05', kind: 'staff' });
  });
});
