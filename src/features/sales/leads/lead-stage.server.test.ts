import { eq } from 'drizzle-orm';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { leadEvents, leads } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import type { LeadStatus } from '@/lib/statuses/lead';
import { moveLeadStage, stageAfter, type StageMove } from './lead-stage.server';
import { addLead } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'lead_events', 'user']);

const at = (status: LeadStatus, lostReason: string | null = null) => ({ status, lostReason });

describe('the rules of a lead’s stage', () => {
  it('lets the staff move a lead anywhere; lost needs a reason, which any other stage clears', () => {
    expect(stageAfter(at('new'), { to: 'won' })).toEqual(at('won'));
    expect(stageAfter(at('won'), { to: 'new' })).toEqual(at('new'));
    expect(stageAfter(at('contacted'), { to: 'lost', reason: 'Sem orçamento' })).toEqual(at('lost', 'Sem orçamento'));
    expect(() => stageAfter(at('contacted'), { to: 'lost', reason: null })).toThrow(
      expect.objectContaining({ message: 'adminLeads.error.reasonRequired' }),
    );
    expect(stageAfter(at('lost', 'Sem orçamento'), { to: 'contacted', reason: 'ignored' })).toEqual(at('contacted'));
    // Where it already is: nothing; the same stage with another reason: a change.
    expect(stageAfter(at('contacted'), { to: 'contacted' })).toBeNull();
    expect(stageAfter(at('lost', 'A'), { to: 'lost', reason: 'A' })).toBeNull();
    expect(stageAfter(at('lost', 'A'), { to: 'lost', reason: 'B' })).toEqual(at('lost', 'B'));
  });

  it('moves a lead forward to visit-scheduled on a booking only from new or contacted', () => {
    const booked = (status: LeadStatus) => stageAfter(at(status), 'visit-booked')?.status ?? null;
    expect(booked('new')).toBe('visit-scheduled');
    expect(booked('contacted')).toBe('visit-scheduled');
    // Never back from a proposal, never reopening a lead won or lost.
    for (const status of ['visit-scheduled', 'proposal-sent', 'won', 'lost'] as const)
      expect(booked(status)).toBeNull();
  });

  it('takes a lead waiting for its visit back to contacted on a no-show, and no other', () => {
    const noShow = (status: LeadStatus) => stageAfter(at(status), 'visit-no-show')?.status ?? null;
    expect(noShow('visit-scheduled')).toBe('contacted');
    for (const status of ['new', 'contacted', 'proposal-sent', 'won', 'lost'] as const)
      expect(noShow(status)).toBeNull();
  });
});

describe(`moving a lead’s stage on ${testEngine}`, () => {
  const move = (lead: Parameters<typeof moveLeadStage>[1], m: StageMove, by: { id: string | null; name: string }) =>
    handle.db.transaction((tx) => moveLeadStage(tx, lead, m, by, new Date('2026-11-23T12:00:00Z')));
  const row = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const events = (id: string) => handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id));

  it('writes the stage, its time and its event; a visitor’s move does not count as the staff’s answer', async () => {
    const lead = await addLead(handle, { stageChangedAt: new Date('2026-11-01T00:00:00Z') });
    expect(await move(lead, 'visit-booked', { id: null, name: 'Maria Teste' })).toEqual(at('visit-scheduled'));
    expect(await row(lead.id)).toMatchObject({
      status: 'visit-scheduled',
      stageChangedAt: new Date('2026-11-23T12:00:00Z'),
      firstResponseAt: null,
    });
    expect(await events(lead.id)).toMatchObject([
      {
        kind: 'stage',
        actorId: null,
        actorLabel: 'Maria Teste',
        data: { from: 'new', to: 'visit-scheduled', reason: null },
      },
    ]);
    // Nothing written when the rule does not apply.
    expect(await move(await row(lead.id), 'visit-booked', { id: null, name: 'Maria Teste' })).toBeNull();
    expect(await events(lead.id)).toHaveLength(1);
  });

  it('stops the sales clock on the staff’s first move, and keeps the stage time on a new reason', async () => {
    await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
    const lead = await addLead(handle, { status: 'lost', lostReason: 'A' });
    await move(lead, { to: 'lost', reason: 'B' }, { id: 'ana', name: 'Ana Staff' });
    expect(await row(lead.id)).toMatchObject({
      lostReason: 'B',
      stageChangedAt: lead.stageChangedAt,
      firstResponseAt: new Date('2026-11-23T12:00:00Z'),
    });
  });
});
