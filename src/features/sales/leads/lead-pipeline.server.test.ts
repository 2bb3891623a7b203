import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, jobs, leadEvents, leads } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { followUpSchema, noteSchema, ownerSchema, replySchema, stageSchema, visitSchema } from './admin-leads.schema';
import { leadDetailProps } from './lead-detail-view.server';
import { addNote, assignOwner, changeStage, replyToLead, setFollowUp } from './lead-pipeline.server';
import { addLead } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'lead_events', 'audit_log', 'background_jobs', 'user']);

const staff = { id: 'ana', name: 'Ana Staff', email: 'ana@example.com' };
const setup = async (values: Parameters<typeof addLead>[1] = {}) => {
  await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
  return addLead(handle, values);
};
const leadRow = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const events = (id: string) =>
  handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);
const audits = () => handle.db.select().from(auditLog).orderBy(auditLog.id);
const mails = () => handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.createdAt);

describe(`the lead pipeline on ${testEngine}`, () => {
  it('moves a lead through the stages; lost needs a reason, which leaving lost clears', async () => {
    const lead = await setup();
    expect(z.safeParse(stageSchema, { leadId: lead.id, stage: 'lost', reason: '  ' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'adminLeads.error.reasonRequired',
    });
    expect(z.safeParse(stageSchema, { leadId: lead.id, stage: 'closed' }).success).toBe(false);
    // A form that leaves a field out: Astro reads it as null.
    expect(z.parse(stageSchema, { leadId: lead.id, stage: 'won', reason: null, from: null })).toMatchObject({
      reason: null,
    });
    expect(
      z.parse(visitSchema, { leadId: lead.id, day: '2026-12-01', time: '09:00', minutes: null, message: null }),
    ).toMatchObject({ minutes: 60, message: null });
    const stage = (input: Record<string, string>) =>
      changeStage(staff, z.parse(stageSchema, { leadId: lead.id, ...input }));
    expect(await stage({ stage: 'contacted' })).toEqual({ changed: true });
    expect(await stage({ stage: 'contacted' })).toEqual({ changed: false });
    await stage({ stage: 'lost', reason: 'Sem orçamento' });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'lost', lostReason: 'Sem orçamento' });
    await stage({ stage: 'proposal-sent' });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'proposal-sent', lostReason: null });
    expect((await events(lead.id)).map((e) => [e.kind, e.data])).toEqual([
      ['stage', { from: 'new', to: 'contacted', reason: null }],
      ['stage', { from: 'contacted', to: 'lost', reason: 'Sem orçamento' }],
      ['stage', { from: 'lost', to: 'proposal-sent', reason: null }],
    ]);
    const [first] = await audits();
    expect(first).toMatchObject({
      action: 'lead.stage',
      subjectKind: 'lead',
      subjectId: lead.id,
      actorId: 'ana',
      before: { status: 'new', lostReason: null },
      after: { status: 'contacted', lostReason: null },
    });
    expect(await audits()).toHaveLength(3);
    await expect(
      changeStage(staff, z.parse(stageSchema, { leadId: '00000000-0000-4000-8000-000000000000', stage: 'won' })),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'adminLeads.error.lead' });
  });

  it('gives a lead only to a staff account, or to nobody', async () => {
    const lead = await setup();
    await addUser(handle, 'cliente', { role: 'user' });
    const owner = (ownerId: string) => assignOwner(staff, z.parse(ownerSchema, { leadId: lead.id, ownerId }));
    const refused = { code: 'BAD_REQUEST', message: 'adminLeads.error.owner' };
    await expect(owner('cliente')).rejects.toMatchObject(refused);
    await expect(owner('ghost')).rejects.toMatchObject(refused);
    expect((await leadRow(lead.id)).ownerId).toBeNull();
    expect(await audits()).toHaveLength(0);
    expect(await owner('ana')).toEqual({ changed: true });
    expect((await leadRow(lead.id)).ownerId).toBe('ana');
    await owner('');
    expect((await leadRow(lead.id)).ownerId).toBeNull();
    expect((await events(lead.id)).map((e) => e.data)).toEqual([
      { from: null, to: { id: 'ana', name: 'Ana Staff' } },
      { from: { id: 'ana', name: 'Ana Staff' }, to: null },
    ]);
    expect((await audits()).map((a) => [a.action, a.before, a.after])).toEqual([
      ['lead.owner', { ownerId: null }, { ownerId: 'ana' }],
      ['lead.owner', { ownerId: 'ana' }, { ownerId: null }],
    ]);
  });

  it('sets and clears the follow-up day, and adds notes', async () => {
    const lead = await setup();
    expect(z.safeParse(followUpSchema, { leadId: lead.id, followUpOn: '2026-02-30' }).success).toBe(false);
    const follow = (followUpOn: string) => setFollowUp(staff, z.parse(followUpSchema, { leadId: lead.id, followUpOn }));
    await follow('2026-11-30');
    expect((await leadRow(lead.id)).followUpOn).toBe('2026-11-30');
    expect(await follow('2026-11-30')).toEqual({ changed: false });
    await follow('');
    expect((await leadRow(lead.id)).followUpOn).toBeNull();
    expect(z.safeParse(noteSchema, { leadId: lead.id, note: '   ' }).success).toBe(false);
    await addNote(staff, z.parse(noteSchema, { leadId: lead.id, note: 'Ligou pedindo\nplanta do módulo 7' }));
    const timeline = await events(lead.id);
    expect(timeline.map((e) => e.kind)).toEqual(['follow-up', 'follow-up', 'note']);
    expect(timeline[2]).toMatchObject({ body: 'Ligou pedindo\nplanta do módulo 7', actorLabel: 'Ana Staff' });
    expect((await audits()).map((a) => a.action)).toEqual(['lead.followUp', 'lead.followUp', 'lead.note']);
    // The note's audit entry points at it, without copying its text.
    expect((await audits())[2]?.after).toEqual({
      eventId: timeline[2]!.id,
      length: 'Ligou pedindo\nplanta do módulo 7'.length,
    });
  });

  it('replies by email in the lead’s language, through the outbox, recorded in the timeline', async () => {
    const lead = await setup({ locale: 'en', fullName: 'John Smith', email: 'john@ex.com' });
    const { mailId } = await replyToLead(
      staff,
      z.parse(replySchema, { leadId: lead.id, subject: 'Module 7', message: 'It is available.' }),
    );
    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ id: mailId, causeKind: 'lead', causeId: lead.id });
    const payload = mail!.payload as MailMessage;
    expect(payload).toMatchObject({ to: 'john@ex.com', subject: 'Module 7', replyTo: 'ana@example.com' });
    expect(payload.text).toMatch(/^Hello John Smith,\n\nIt is available\.\n\nKind regards,\nAna Staff\n/);
    expect(await events(lead.id)).toMatchObject([
      { kind: 'email', body: 'It is available.', data: { subject: 'Module 7', mailId } },
    ]);
    expect(await audits()).toMatchObject([{ action: 'lead.reply', after: { subject: 'Module 7', mailId } }]);
    // The page shows the email in the timeline with its delivery state.
    const page = await leadDetailProps(lead.id, 'pt-BR');
    expect(page?.timeline[0]).toMatchObject({ title: 'Email enviado: “Module 7”', delivery: { state: 'pending' } });
  });
});
