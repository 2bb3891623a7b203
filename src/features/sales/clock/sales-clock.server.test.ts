import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { addLead } from '@/features/sales/leads/test-fixtures';
import { addNote, changeStage } from '@/features/sales/leads/lead-pipeline.server';
import { leadSchema } from '@/features/sales/contact-form/lead.schema';
import { submitLead } from '@/features/sales/contact-form/leads.server';
import { config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/client';
import { closedDays, jobs, leadEvents, leads, visits } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { runDueJobs } from '@/server/jobs';
import { withAttachments, type MailMessage } from '@/server/mail';
import { startLeadClock } from '@/features/sales/leads/lead-records.server';
import { salesClockJobHandlers } from '.';
import { forgetClockRules } from './clock-rules.server';
import { runSalesDigest } from './sales-digest.server';
import { countLateLeads, lateRuleAt } from './lateness.server';
import { leadFilters, leadsList } from '@/features/sales/leads/leads-filters';
import { leadsPage } from '@/features/sales/leads/leads-query.server';
import { leadSummary } from '@/features/sales/leads/leads-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['leads', 'lead_events', 'background_jobs', 'form_submissions', 'scheduled_runs', 'closed_days', 'user', 'audit_log'],
);
beforeAll(async () => {
  await seedDatabase(handle.db);
});

const HOUR = 60 * 60 * 1000;
const staff = { id: 'ana', name: 'Ana Vendas', email: 'ana@example.com' };
const handlers = () => salesClockJobHandlers();
const mails = async () =>
  (await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail')).orderBy(jobs.createdAt)).map(
    (row) => row.payload as MailMessage,
  );
const leadRow = async (id: string) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe(`the sales clock on ${testEngine}`, () => {
  it('answers a new lead at once with its module’s spec sheet, and sets its deadline', async () => {
    forgetClockRules();
    const input = z.parse(leadSchema, {
      nome_completo: 'Joana Cliente',
      email: 'joana@example.com',
      celular: '(84) 99999-0000',
      modulo: 7,
      locale: 'en',
      pagina: '/en',
    });
    // Thursday 2026-11-26 at 10:00 in Fortaleza: one business hour later is 11:00.
    const now = Date.parse('2026-11-26T13:00:00Z');
    const result = await submitLead(input, { ip: '192.0.2.200', now });
    if (result.status !== 'stored') throw new Error('not stored');
    const lead = await leadRow(result.leadId);
    expect(lead.firstResponseDueAt?.toISOString()).toBe('2026-11-26T14:00:00.000Z');

    const [event] = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(event).toMatchObject({ kind: 'auto-reply', data: { subject: expect.stringContaining('We received') } });
    // Queued with the lead, after the team's notification (which the list shows as the lead's email).
    expect((await mails()).map((m) => m.to)).toEqual([config().leadsNotifyTo, 'joana@example.com']);
    const [answerJob] = await handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail'), eq(jobs.id, (event!.data as { mailId: string }).mailId)));
    const answer = answerJob!.payload as MailMessage;
    expect(answer.to).toBe('joana@example.com');
    expect(answer.subject).toBe((event!.data as { subject: string }).subject);
    expect(answer.text).toContain('https://wa.me/');
    // The spec sheet is named, not drawn: the mail runner draws it when it sends.
    expect(answer.attachments).toBeUndefined();
    expect(answer.attachmentRefs).toEqual([{ source: 'spec-sheet', params: { module: 7, locale: 'en' } }]);
    salesClockJobHandlers();
    const sent = await withAttachments(answer);
    expect(sent.attachmentRefs).toBeUndefined();
    expect(sent.attachments).toHaveLength(1);
    const pdf = sent.attachments![0]!;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: 'spec-sheet-module-7.pdf' });
    expect(Buffer.from(pdf.content, 'base64').subarray(0, 4).toString()).toBe('%PDF');

    // Without a module there is nothing to attach.
    const plain = await submitLead(
      { ...input, modulo: undefined, email: 'sem@example.com' },
      { ip: '192.0.2.203', now },
    );
    expect(plain.status).toBe('stored');
    const noModule = (await mails()).find((m) => m.to === 'sem@example.com');
    expect(noModule?.attachmentRefs).toBeUndefined();
    expect(noModule?.text).not.toContain('spec sheet');
  });

  it('starts the clock of a lead created another way (a booking) in its transaction', async () => {
    forgetClockRules();
    const created = new Date('2026-11-27T20:30:00Z'); // Friday 17:30 in Fortaleza
    const lead = await addLead(handle, { fullName: 'Reserva Online', locale: 'en', createdAt: created });
    const due = await handle.db.transaction((tx) => startLeadClock(tx, lead, created));
    // Half an hour on Friday, half an hour on Monday morning.
    expect(due.toISOString()).toBe('2026-11-30T11:30:00.000Z');
    expect((await leadRow(lead.id)).firstResponseDueAt?.toISOString()).toBe(due.toISOString());
    const kinds = (await handle.db.select().from(jobs).where(eq(jobs.causeId, lead.id))).map((j) => j.kind).sort();
    expect(kinds).toEqual(['mail', 'sales-clock-alert']);
    const [event] = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(event).toMatchObject({ kind: 'auto-reply', data: { subject: expect.stringContaining('We received') } });
  });

  it('alerts the owner once when the deadline passes untouched, in their language', async () => {
    forgetClockRules();
    await addUser(handle, staff.id, { role: 'admin', name: staff.name, locale: 'en' });
    const now = Date.parse('2026-11-26T13:00:00Z');
    const result = await submitLead(
      z.parse(leadSchema, {
        nome_completo: 'Late Lead',
        email: 'late@example.com',
        celular: '(84) 99999-0000',
        locale: 'pt-BR',
        pagina: '/',
      }),
      { ip: '192.0.2.201', now },
    );
    if (result.status !== 'stored') throw new Error('not stored');
    await handle.db.update(leads).set({ ownerId: staff.id }).where(eq(leads.id, result.leadId));
    // Before the deadline the alert is not due.
    await runDueJobs(handle.db, handlers(), new Date(now + HOUR / 2));
    expect((await mails()).filter((m) => m.to === staff.email)).toHaveLength(0);
    await runDueJobs(handle.db, handlers(), new Date(now + HOUR + 1000));
    await runDueJobs(handle.db, handlers(), new Date(now + 2 * HOUR));
    const alerts = (await mails()).filter((m) => m.to === staff.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('Lead waiting for an answer: Late Lead');
  });

  it('stops the clock with the first note, so no alert is sent; a stage change restarts the stage’s days', async () => {
    forgetClockRules();
    await addUser(handle, staff.id, { role: 'admin', name: staff.name });
    const now = Date.parse('2026-11-26T13:00:00Z');
    const result = await submitLead(
      z.parse(leadSchema, {
        nome_completo: 'Noted',
        email: 'noted@example.com',
        celular: '(84) 99999-0000',
        locale: 'pt-BR',
        pagina: '/',
      }),
      { ip: '192.0.2.202', now },
    );
    if (result.status !== 'stored') throw new Error('not stored');
    await handle.db.update(leads).set({ ownerId: staff.id }).where(eq(leads.id, result.leadId));
    await addNote(staff, { leadId: result.leadId, note: 'Liguei, volta amanhã.' });
    const noted = await leadRow(result.leadId);
    expect(noted.firstResponseAt).toBeInstanceOf(Date);
    await runDueJobs(handle.db, handlers(), new Date(now + 2 * HOUR));
    expect((await mails()).filter((m) => m.to === staff.email)).toHaveLength(0);

    await handle.db
      .update(leads)
      .set({ stageChangedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(leads.id, noted.id));
    await changeStage(staff, { leadId: noted.id, stage: 'contacted', reason: null });
    expect((await leadRow(noted.id)).stageChangedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('finds the late leads for the list’s overdue filter, the overview and each row', async () => {
    const now = new Date();
    const past = (hours: number) => new Date(now.getTime() - hours * HOUR);
    await addLead(handle, { fullName: 'Sem resposta', firstResponseDueAt: past(2) });
    await addLead(handle, { fullName: 'Respondido', firstResponseDueAt: past(2), firstResponseAt: past(3) });
    await addLead(handle, {
      fullName: 'Parado',
      status: 'contacted',
      firstResponseAt: past(200),
      stageChangedAt: past(8 * 24),
    });
    await addLead(handle, {
      fullName: 'Ganho',
      status: 'won',
      firstResponseDueAt: past(2),
      stageChangedAt: past(90 * 24),
    });
    await addLead(handle, { fullName: 'No prazo', firstResponseDueAt: new Date(now.getTime() + HOUR) });
    const rule = await lateRuleAt(now);
    const params = leadsList.read(new URLSearchParams('atrasados=sim'));
    const page = await leadsPage(leadFilters(params, rule), 1);
    expect(page.rows.map((r) => r.fullName).sort()).toEqual(['Parado', 'Sem resposta']);
    expect(await countLateLeads(now)).toBe(2);
    const late = page.rows.find((r) => r.fullName === 'Sem resposta')!;
    expect(leadSummary(late, 'pt-BR', '2026-11-26', rule).late).toBe('há 2 h de atraso');
    expect(leadSummary(late, 'en', '2026-11-26', rule).late).toBe('2 h overdue');
    // Contacted for 7 days at most: a day late.
    const idle = page.rows.find((r) => r.fullName === 'Parado')!;
    expect(leadSummary(idle, 'en', '2026-11-26', rule).late).toBe('1 d overdue');
    // Without the filter every lead is listed.
    expect((await leadsPage(leadFilters(leadsList.read(new URLSearchParams()), rule), 1)).rows).toHaveLength(5);
  });

  it('queues the morning digest once a business day, after 08:00, and lists the owner’s late leads', async () => {
    await addUser(handle, staff.id, { role: 'admin', name: staff.name });
    const late = await addLead(handle, {
      fullName: 'Atrasado da Silva',
      ownerId: staff.id,
      firstResponseDueAt: new Date(Date.now() - 3 * HOUR),
    });
    const followed = await addLead(handle, { fullName: 'Retorno Hoje', ownerId: staff.id, followUpOn: '2026-11-27' });
    await handle.db.insert(visits).values({
      leadId: followed.id,
      startsAt: new Date('2026-11-27T17:30:00Z'),
      endsAt: new Date('2026-11-27T18:30:00Z'),
      source: 'staff',
      locale: 'pt-BR',
    });
    // Friday 2026-11-27: 07:59 is too early; Saturday is no business day; a closed day neither.
    expect(await runSalesDigest(new Date('2026-11-27T10:59:00Z'))).toBe(false);
    expect(await runSalesDigest(new Date('2026-11-28T12:00:00Z'))).toBe(false);
    await handle.db.insert(closedDays).values({ day: '2026-11-30', kind: 'staff', namePt: 'Folga', nameEn: 'Day off' });
    expect(await runSalesDigest(new Date('2026-11-30T12:00:00Z'))).toBe(false);

    const morning = new Date('2026-11-27T11:05:00Z');
    const [first, second] = await Promise.all([runSalesDigest(morning), runSalesDigest(morning)]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await runSalesDigest(new Date('2026-11-27T15:00:00Z'))).toBe(false);
    const queued = await handle.db.select().from(jobs).where(eq(jobs.kind, 'sales-digest'));
    expect(queued).toHaveLength(2);

    await runDueJobs(handle.db, handlers(), new Date(Date.now() + 1000));
    const digests = (await mails()).filter((m) => m.to === staff.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('Seu dia de vendas: 27/11/2026');
    expect(digests[0]?.text).toContain('Atrasado da Silva — há 3 h de atraso');
    expect(digests[0]?.text).toContain('14:30 — Retorno Hoje');
    expect(digests[0]?.text).toMatch(/Retornos marcados para hoje \(1\):\n• Retorno Hoje/);
    expect(late.id).toBeDefined();
    // The sales address sees every visit, and only the leads nobody owns.
    const team = (await mails()).filter((m) => m.to === config().leadsNotifyTo);
    expect(team).toHaveLength(1);
    expect(team[0]?.text).toContain('14:30 — Retorno Hoje');
    expect(team[0]?.text).not.toContain('Atrasado da Silva');
  });
});
