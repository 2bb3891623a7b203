import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addLead } from '@/features/sales/leads/test-fixtures';
import { useStaffTestDatabase } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, leadEvents, leads, user, visits } from '@/server/db/schema';
import { createFeed, feedOwnerLocale, feedOf, feedVisits, revokeFeed } from './calendar-feed.server';
import { markVisitOutcome } from './visit-outcome.server';

let handle: DatabaseHandle;
const staff = useStaffTestDatabase(
  (h) => (handle = h),
  ['audit_log', 'lead_events', 'visits', 'leads', 'staff_calendar_feeds'],
);

const NOW = new Date('2026-12-02T15:00:00Z');
const HOUR = 3_600_000;

async function addVisit(leadId: string, startsAt: Date, status: 'booked' | 'done' | 'cancelled' = 'booked') {
  const [row] = await handle.db
    .insert(visits)
    .values({ leadId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), source: 'site', locale: 'pt-BR', status })
    .returning();
  return row!;
}

describe('a visit’s outcome', () => {
  it('no-show takes the lead back to contacted, with its events and audit', async () => {
    const lead = await addLead(handle, { status: 'visit-scheduled' });
    const visit = await addVisit(lead.id, new Date(NOW.getTime() - 2 * HOUR));
    expect(await markVisitOutcome(staff, { visitId: visit.id, outcome: 'no-show' }, NOW)).toEqual({
      day: '2026-12-02',
    });
    const [after] = await handle.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.status).toBe('contacted');
    const [v] = await handle.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(v).toMatchObject({ status: 'no-show', outcomeBy: 'staff' });
    const events = await handle.db.select().from(leadEvents).orderBy(leadEvents.id);
    expect(events.map((e) => [e.kind, e.data])).toEqual([
      ['stage', { from: 'visit-scheduled', to: 'contacted', reason: null }],
      ['visit-outcome', { startsAt: visit.startsAt.toISOString(), outcome: 'no-show', visitId: visit.id }],
    ]);
    const [entry] = await handle.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: 'lead.visitOutcome', subjectId: lead.id });
  });

  it('done leaves the lead where it is; a visit not started, or already marked, is refused', async () => {
    const lead = await addLead(handle, { status: 'visit-scheduled' });
    const past = await addVisit(lead.id, new Date(NOW.getTime() - HOUR));
    const later = await addVisit(lead.id, new Date(NOW.getTime() + HOUR));
    await markVisitOutcome(staff, { visitId: past.id, outcome: 'done' }, NOW);
    expect((await handle.db.select().from(leads))[0]!.status).toBe('visit-scheduled');
    await expect(markVisitOutcome(staff, { visitId: past.id, outcome: 'no-show' }, NOW)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(markVisitOutcome(staff, { visitId: later.id, outcome: 'done' }, NOW)).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      markVisitOutcome(staff, { visitId: '00000000-0000-4000-8000-000000000000', outcome: 'done' }, NOW),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await handle.db.select().from(leadEvents)).toHaveLength(1);
  });
});

describe('the staff’s calendar feed', () => {
  it('shows its address while it exists; a new one replaces the old; revoked, it is gone', async () => {
    expect(await feedOf('staff')).toBeNull();
    await createFeed(staff, new Date('2026-12-01T10:00:00.123Z'));
    const first = (await feedOf('staff'))!.path;
    const token = /\/calendario\/(.+)\.ics$/.exec(first)![1]!;
    expect(await feedOwnerLocale(token)).toBe('pt-BR');
    // The feed speaks its owner's language: their account's.
    await handle.db.update(user).set({ locale: 'en' }).where(eq(user.id, 'staff'));
    expect(await feedOwnerLocale(token)).toBe('en');
    await createFeed(staff, new Date('2026-12-01T11:00:00Z'));
    const second = (await feedOf('staff'))!.path;
    expect(second).not.toBe(first);
    expect(await feedOwnerLocale(token)).toBeNull();
    expect(await revokeFeed(staff)).toEqual({ changed: true });
    expect(await feedOf('staff')).toBeNull();
    expect(await feedOwnerLocale(/\/calendario\/(.+)\.ics$/.exec(second)![1]!)).toBeNull();
    expect(await revokeFeed(staff)).toEqual({ changed: false });
    expect(await feedOwnerLocale('not a token')).toBeNull();
  });

  it('reads the booked and done visits of its window only', async () => {
    const lead = await addLead(handle);
    const inside = await addVisit(lead.id, new Date(NOW.getTime() + 24 * HOUR));
    const done = await addVisit(lead.id, new Date(NOW.getTime() - 24 * HOUR), 'done');
    await addVisit(lead.id, new Date(NOW.getTime() + 48 * HOUR), 'cancelled');
    await addVisit(lead.id, new Date(NOW.getTime() - 40 * 24 * HOUR));
    await addVisit(lead.id, new Date(NOW.getTime() + 100 * 24 * HOUR));
    const rows = await feedVisits(30, NOW);
    expect(rows.map((r) => r.id)).toEqual([done.id, inside.id]);
  });
});
