import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addLead } from '@/features/sales/leads/test-fixtures';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, jobs, leadEvents, leads, visits } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { isRefusal } from '@/server/refusal';
import { duplicateGroups, leadDuplicates } from './lead-duplicates.server';
import { mergeLeads, mergePreview } from './lead-merge.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'lead_events', 'visits', 'audit_log', 'background_jobs', 'user']);

const staff = { id: 'ana', name: 'Ana Staff', email: 'ana@example.com' };
const at = (iso: string) => new Date(iso);

async function event(leadId: string, kind: 'note' | 'visit-booked', createdAt: string) {
  await handle.db
    .insert(leadEvents)
    .values({ leadId, kind, actorLabel: 'x', body: kind, data: {}, createdAt: at(createdAt) });
}

/** Everything a refused merge must leave as it was. */
const snapshot = async () => ({
  leads: await handle.db.select().from(leads).orderBy(asc(leads.id)),
  events: await handle.db.select().from(leadEvents).orderBy(asc(leadEvents.id)),
  visits: await handle.db.select().from(visits).orderBy(asc(visits.id)),
  jobs: await handle.db.select().from(jobs).orderBy(asc(jobs.id)),
  audit: await handle.db.select().from(auditLog),
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isRefusal(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.messageKey };
}

describe(`duplicate leads on ${testEngine}`, () => {
  it('groups leads by address (any case) and by phone digits, and lists a lead’s duplicates', async () => {
    const a = await addLead(handle, { email: 'Joao@Ex.com', phone: '(84) 99999-1111', createdAt: at('2026-01-01') });
    const b = await addLead(handle, { email: 'joao@ex.com', phone: '84 3333 0000', createdAt: at('2026-02-01') });
    const c = await addLead(handle, { email: 'other@ex.com', phone: '+55 84 3333-0000', createdAt: at('2026-03-01') });
    await addLead(handle, { email: 'alone@ex.com', phone: '84 99999-2222' });
    // Short phones never match.
    await addLead(handle, { email: 's1@ex.com', phone: '123' });
    await addLead(handle, { email: 's2@ex.com', phone: '1-2-3' });

    const page = await duplicateGroups();
    expect(page.groups.map((g) => [g.kind, g.key, g.leads, g.members.map((m) => m.id)])).toEqual([
      ['email', 'joao@ex.com', 2, [a.id, b.id]],
    ]);
    expect(page.next).toBeUndefined();
    // '8433330000' and '558433330000' differ: only the same digits match.
    expect((await leadDuplicates(a)).map((l) => l.id)).toEqual([b.id]);
    expect((await leadDuplicates(c)).map((l) => l.id)).toEqual([]);
    await addLead(handle, { email: 'x@ex.com', phone: '84-3333-0000' });
    const both = await duplicateGroups();
    expect(both.groups.map((g) => [g.kind, g.key, g.leads])).toEqual([
      ['email', 'joao@ex.com', 2],
      ['phone', '8433330000', 2],
    ]);
  });

  it('pages groups, emails first, then phones, each in key order', async () => {
    for (const key of ['a', 'b', 'c']) {
      await addLead(handle, { email: `${key}@ex.com`, phone: `8400000000${key.charCodeAt(0)}` });
      await addLead(handle, { email: `${key}@ex.com`, phone: `8411111111${key.charCodeAt(0)}` });
    }
    await addLead(handle, { email: 'p1@ex.com', phone: '84 2222-2222' });
    await addLead(handle, { email: 'p2@ex.com', phone: '8422222222' });
    const first = await duplicateGroups(undefined, 2);
    expect(first.groups.map((g) => g.key)).toEqual(['a@ex.com', 'b@ex.com']);
    expect(first.next).toEqual({ kind: 'email', after: 'b@ex.com' });
    const second = await duplicateGroups(first.next, 2);
    expect(second.groups.map((g) => g.key)).toEqual(['c@ex.com', '8422222222']);
    expect(second.next).toBeUndefined();
  });

  it('merges: events, visits and jobs move, empty fields fill in, the merged lead is gone', async () => {
    await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
    const kept = await addLead(handle, {
      email: 'maria@ex.com',
      message: null,
      createdAt: at('2026-03-01T12:00:00Z'),
      followUpOn: '2026-04-10',
    });
    const merged = await addLead(handle, {
      fullName: 'Maria S.',
      email: 'MARIA@ex.com',
      phone: '84 1234-5678',
      message: 'Quero o módulo 3',
      moduleNumber: 3,
      ownerId: 'ana',
      followUpOn: '2026-04-01',
      status: 'contacted',
      createdAt: at('2026-02-01T12:00:00Z'),
      firstResponseAt: at('2026-02-01T13:00:00Z'),
    });
    await event(kept.id, 'note', '2026-03-02T00:00:00Z');
    await event(merged.id, 'note', '2026-02-02T00:00:00Z');
    await event(merged.id, 'visit-booked', '2026-02-03T00:00:00Z');
    const start = at('2026-02-10T13:00:00Z');
    await handle.db.insert(visits).values({
      leadId: merged.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      source: 'site',
      locale: 'pt-BR',
    });
    await handle.db
      .insert(jobs)
      .values({ kind: 'mail', payload: {}, maxAttempts: 3, causeKind: 'lead', causeId: merged.id });

    const preview = await mergePreview({ keepId: kept.id, mergeId: merged.id });
    expect(preview).toMatchObject({ duplicates: true, moves: { events: 2, visits: 1 } });

    expect(await mergeLeads(staff, { keepId: kept.id, mergeId: merged.id })).toEqual({
      events: 2,
      visits: 1,
      jobs: 1,
    });
    expect(await handle.db.select().from(leads).where(eq(leads.id, merged.id))).toEqual([]);
    const [after] = await handle.db.select().from(leads).where(eq(leads.id, kept.id));
    expect(after).toMatchObject({
      fullName: 'Maria Teste',
      email: 'maria@ex.com',
      phone: kept.phone,
      status: 'new',
      message: 'Quero o módulo 3',
      moduleNumber: 3,
      ownerId: 'ana',
      followUpOn: '2026-04-01',
      createdAt: kept.createdAt,
      // Answered before this lead existed: counted from its creation.
      firstResponseAt: kept.createdAt,
    });
    const timeline = await handle.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, kept.id))
      .orderBy(asc(leadEvents.id));
    expect(timeline.map((e) => e.kind)).toEqual(['note', 'note', 'visit-booked', 'merge']);
    expect(timeline.at(-1)).toMatchObject({
      actorId: 'ana',
      body: 'Quero o módulo 3',
      data: { name: 'Maria S.', email: 'MARIA@ex.com', mergedId: merged.id },
    });
    expect((await handle.db.select().from(visits)).map((v) => v.leadId)).toEqual([kept.id]);
    expect((await handle.db.select().from(jobs)).map((j) => j.causeId)).toEqual([kept.id]);
    const [audit] = await handle.db.select().from(auditLog);
    expect(audit).toMatchObject({
      action: 'lead.merge',
      subjectKind: 'lead',
      subjectId: kept.id,
      before: { mergedId: merged.id, moduleNumber: null, ownerId: null, followUpOn: '2026-04-10' },
      after: { moduleNumber: 3, ownerId: 'ana', followUpOn: '2026-04-01', moved: { events: 2, visits: 1, jobs: 1 } },
    });
    expect(JSON.stringify(audit!.after)).not.toContain('Quero');

    // The merged lead is gone now: a second merge is refused.
    expect(await refusal(mergeLeads(staff, { keepId: kept.id, mergeId: merged.id }))).toEqual({
      code: 'NOT_FOUND',
      message: 'leadDuplicates.error.gone',
    });
  });

  it('refuses a lead into itself, leads that are not duplicates and a lead that is gone, changing nothing', async () => {
    const a = await addLead(handle, { email: 'a@ex.com', phone: '84 1111-1111' });
    const b = await addLead(handle, { email: 'b@ex.com', phone: '84 2222-2222' });
    await event(a.id, 'note', '2026-03-02T00:00:00Z');
    await event(b.id, 'note', '2026-03-02T00:00:00Z');
    const before = await snapshot();
    expect(await refusal(mergeLeads(staff, { keepId: a.id, mergeId: a.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'leadDuplicates.error.self',
    });
    expect(await refusal(mergeLeads(staff, { keepId: a.id, mergeId: b.id }))).toEqual({
      code: 'CONFLICT',
      message: 'leadDuplicates.error.notDuplicates',
    });
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(mergeLeads(staff, { keepId: a.id, mergeId: gone }))).toEqual({
      code: 'NOT_FOUND',
      message: 'leadDuplicates.error.gone',
    });
    expect(await refusal(mergeLeads(staff, { keepId: gone, mergeId: b.id }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await snapshot()).toEqual(before);
    expect(await mergePreview({ keepId: a.id, mergeId: b.id })).toMatchObject({ duplicates: false });
    expect(await mergePreview({ keepId: a.id, mergeId: gone })).toBeNull();
  });

  it('runs two opposite merges of the same pair one after the other: one merges, the other finds the lead gone', async () => {
    await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
    const a = await addLead(handle, { email: 'same@ex.com' });
    const b = await addLead(handle, { email: 'SAME@ex.com' });
    const results = await Promise.allSettled([
      mergeLeads(staff, { keepId: a.id, mergeId: b.id }),
      mergeLeads(staff, { keepId: b.id, mergeId: a.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(isRefusal(refused?.reason) && refused.reason.messageKey).toBe('leadDuplicates.error.gone');
    expect(await handle.db.select().from(leads)).toHaveLength(1);
    expect(await handle.db.select().from(leadEvents)).toHaveLength(1);
  });
});
