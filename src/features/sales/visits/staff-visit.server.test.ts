import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readIcs } from '../../../../tests/support/read-ics';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { visitSchema } from '@/features/sales/leads/admin-leads.schema';
import { addLead } from '@/features/sales/leads/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, jobs, leadEvents, leads, visitSlots, visits } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { scheduleVisit } from './staff-visit.server';
import { cancelVisit, openSlots } from './visits.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['leads', 'lead_events', 'audit_log', 'background_jobs', 'user', 'visits', 'visit_slots'],
);

/** Tuesday 1 December 2026, 9:00 in Fortaleza. The default rules: weekdays 9–12 and 14–17, one place a slot. */
const NOW = new Date('2026-12-01T12:00:00Z');
/** Wednesday 2 December, 10:00 in Fortaleza. */
const TEN = '2026-12-02T13:00:00.000Z';

const staff = { id: 'ana', name: 'Ana Staff', email: 'ana@example.com' };
const setup = async (values: Parameters<typeof addLead>[1] = {}) => {
  await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
  return addLead(handle, values);
};
const form = (leadId: string, values: Record<string, string | null> = {}) =>
  z.parse(visitSchema, { leadId, day: '2026-12-02', time: '10:00', minutes: null, message: null, ...values });
const schedule = (input: ReturnType<typeof form>) => scheduleVisit(staff, input, NOW);
const mails = async () =>
  (await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).map((row) => row.payload as MailMessage);
const slot = async (at: string) =>
  (
    await handle.db
      .select()
      .from(visitSlots)
      .where(eq(visitSlots.startsAt, new Date(at)))
  )[0];
const offered = async (at: string) => (await openSlots(NOW)).free.some((s) => s.toISOString() === at);
const leadRow = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe(`a visit the staff schedule from a lead’s page on ${testEngine}`, () => {
  it('books like a visitor: the slot’s place, the invitation with its link, the reminders, the stage', async () => {
    const lead = await setup({ status: 'contacted' });
    expect(await offered(TEN)).toBe(true);
    const { mailId, uid } = await schedule(form(lead.id, { minutes: '90', message: 'Traga documento; portaria 2' }));
    // The place is taken: the booking page no longer offers 10:00.
    expect(await slot(TEN)).toMatchObject({ booked: 1, capacity: 1 });
    expect(await offered(TEN)).toBe(false);
    const [visit, ...more] = await handle.db.select().from(visits);
    expect(more).toHaveLength(0);
    expect(visit).toMatchObject({ source: 'staff', status: 'booked', leadId: lead.id, slotAt: new Date(TEN) });
    expect(visit!.endsAt.toISOString()).toBe('2026-12-02T14:30:00.000Z');
    expect(uid).toBe(`${visit!.id}@localhost`);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'visit-scheduled' });
    // The same invitation as a visitor's booking, with the staff's message; replies go to them.
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: 'maria@ex.com', replyTo: 'ana@example.com' });
    expect(mail!.subject).toMatch(/^Visita agendada: /);
    expect(mail!.text).toContain('Traga documento; portaria 2');
    expect(mail!.text).toMatch(/Para remarcar ou cancelar: \S+\/visita\/\S+/);
    const ics = readIcs(mail!.attachments![0]!.content);
    expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 0, tzid: 'America/Fortaleza' });
    expect(ics.start.toISOString()).toBe(TEN);
    // The reminders: the day before at 9:00 is now, already past; two hours before remains.
    const reminders = await handle.db.select().from(jobs).where(eq(jobs.kind, 'visit-reminder'));
    expect(reminders.map((r) => r.runAt.toISOString())).toEqual(['2026-12-02T11:00:00.000Z']);
    const events = await handle.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id))
      .orderBy(leadEvents.id);
    expect(events.map((e) => e.kind)).toEqual(['stage', 'visit']);
    expect(events[1]).toMatchObject({
      body: 'Traga documento; portaria 2',
      data: { startsAt: TEN, uid, mailId, visitId: visit!.id },
    });
    expect(await handle.db.select().from(auditLog)).toMatchObject([
      { action: 'lead.visit', before: { status: 'contacted' }, after: { status: 'visit-scheduled', slotAt: TEN } },
    ]);
    // The invitation's link cancels it and gives the place back.
    const token = decodeURIComponent(/\/visita\/(\S+)/.exec(mail!.text)![1]!);
    await cancelVisit(token, { now: NOW });
    expect(await slot(TEN)).toMatchObject({ booked: 0 });
    expect(await offered(TEN)).toBe(true);
  });

  it('refuses a full slot unless the staff book it anyway, which takes one more place', async () => {
    const lead = await setup();
    await handle.db.insert(visitSlots).values({ startsAt: new Date(TEN), capacity: 1, booked: 1 });
    await expect(schedule(form(lead.id))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'adminLeads.error.slotFull',
    });
    // Nothing written.
    expect(await handle.db.select().from(visits)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new' });
    await schedule(form(lead.id, { overbook: 'yes' }));
    expect(await slot(TEN)).toMatchObject({ booked: 2, capacity: 2 });
    expect(await handle.db.select().from(visits)).toHaveLength(1);
    expect(await offered(TEN)).toBe(false);
  });

  it('takes the place of the slot its start falls in; outside the visiting hours, none', async () => {
    const lead = await setup({ status: 'lost', lostReason: 'Sem orçamento' });
    await schedule(form(lead.id, { time: '10:30' }));
    expect(await slot(TEN)).toMatchObject({ booked: 1 });
    await schedule(form(lead.id, { time: '19:00' }));
    expect((await handle.db.select().from(visitSlots)).map((s) => s.startsAt.toISOString())).toEqual([TEN]);
    const evening = (await handle.db.select().from(visits)).find((v) =>
      v.startsAt.toISOString().endsWith('T22:00:00.000Z'),
    );
    expect(evening).toMatchObject({ slotAt: null, source: 'staff' });
    // A visit does not reopen a lead the staff marked lost.
    expect(await leadRow(lead.id)).toMatchObject({ status: 'lost', lostReason: 'Sem orçamento' });
    await expect(schedule(form(lead.id, { day: '2026-12-01', time: '08:00' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'adminLeads.error.past',
    });
  });
});
