import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { leadsCsv } from './leads-csv';
import { leadsCsvResponse } from './leads-csv-response.server';
import { leadFilters, leadsList } from './leads-filters';
import { allLeads, boardColumns, EXPORT_BATCH, getLead, leadsPage } from './leads-query.server';
import { leadsListProps } from './leads-view.server';
import { addLead } from './test-fixtures';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'background_jobs', 'user']);

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
async function filtered(query: string) {
  const found = [];
  for await (const batch of allLeads(leadFilters(leadsList.read(new URLSearchParams(query))))) found.push(...batch);
  return found;
}

async function fixture() {
  await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
  const at = (iso: string) => new Date(iso);
  const mail = (leadId: string, values: Partial<typeof jobs.$inferInsert>) =>
    handle.db.insert(jobs).values({
      kind: 'mail',
      payload: { to: 'vendas@ex.com', subject: 's', text: 't' },
      maxAttempts: 15,
      causeKind: 'lead',
      causeId: leadId,
      ...values,
    });
  const old = await addLead(handle, {
    fullName: 'Carlos Antigo',
    message: 'Preciso de 2 módulos',
    moduleNumber: 7,
    createdAt: at('2026-11-16T03:00:00Z'),
    ownerId: 'ana',
    status: 'contacted',
  });
  const mid = await addLead(handle, {
    fullName: 'Beatriz Meio',
    email: 'bia@transportes.com',
    createdAt: at('2026-11-23T02:59:59Z'),
  });
  const late = await addLead(handle, {
    fullName: 'Davi Tarde',
    phone: '(84) 98888-1234',
    createdAt: at('2026-11-23T03:00:00Z'),
    moduleNumber: 9,
  });
  const early = await addLead(handle, {
    fullName: 'Eva Cedo',
    createdAt: at('2026-11-16T02:59:59Z'),
    status: 'lost',
    lostReason: 'Sem orçamento',
  });
  await mail(old.id, { state: 'succeeded', attempts: 1, createdAt: at('2026-11-16T03:00:01Z') });
  // A later email to the lead (a reply) is not its notification.
  await mail(old.id, { state: 'failed', attempts: 15, createdAt: at('2026-11-20T10:00:00Z') });
  await mail(mid.id, { state: 'queued', attempts: 2, lastError: 'ECONNREFUSED' });
  await handle.db
    .insert(jobs)
    .values({ kind: 'report', payload: {}, maxAttempts: 1, causeKind: 'lead', causeId: late.id });
  return { old, mid, late, early };
}

describe(`the staff's leads list on ${testEngine}`, () => {
  it('lists newest first, once each, with owner and the notification’s delivery state', async () => {
    const { old, mid, late, early } = await fixture();
    const { rows, total } = await leadsPage({}, 1);
    expect(ids(rows)).toEqual([late.id, mid.id, old.id, early.id]);
    expect(rows.map((r) => r.delivery)).toEqual(['none', 'retrying', 'sent', 'none']);
    expect(rows[2]).toMatchObject({ ownerName: 'Ana Staff', status: 'contacted' });
    expect(total).toBe(4);
    expect(ids((await leadsPage({}, 2, {}, 2)).rows)).toEqual([old.id, early.id]);
    expect((await getLead(old.id))?.delivery).toBe('sent');
    expect(await getLead("1' OR '1'='1")).toBeNull();
  });

  it('filters by stage, owner (or none), module, period in Fortaleza days and text', async () => {
    const { old, mid, late, early } = await fixture();
    expect(ids(await filtered('etapa=contacted'))).toEqual([old.id]);
    expect(ids(await filtered('etapa=new'))).toEqual([late.id, mid.id]);
    expect(ids(await filtered('responsavel=ana'))).toEqual([old.id]);
    expect(ids(await filtered('responsavel=nenhum'))).toEqual([late.id, mid.id, early.id]);
    expect(ids(await filtered('modulo=9'))).toEqual([late.id]);
    expect(ids(await filtered('modulo=nenhum'))).toEqual([mid.id, early.id]);
    // 16 to 22 November, Fortaleza time (UTC-3): both ends included, nothing outside.
    expect(ids(await filtered('de=2026-11-16&ate=2026-11-22'))).toEqual([mid.id, old.id]);
    expect(ids(await filtered('q=TRANSPORTES'))).toEqual([mid.id]);
    expect(ids(await filtered('q=98888-1234'))).toEqual([late.id]);
    expect(ids(await filtered('q=módulos'))).toEqual([old.id]);
    expect(ids(await filtered('q=%25'))).toEqual([]);
    // Nonsense values are ignored, never an error.
    expect(ids(await filtered('etapa=x&modulo=abc&de=2026-02-30&pagina=-4'))).toHaveLength(4);
    expect(ids(await filtered('etapa=lost&q=eva'))).toEqual([early.id]);
  });

  it('finds a name with or without its accents, in any case', async () => {
    const joao = await addLead(handle, { fullName: 'João Araújo', message: 'Galpão climatizado' });
    const plain = await addLead(handle, { fullName: 'Joao Silva' });
    for (const query of ['joao', 'JOÃO', 'João']) {
      expect(new Set(ids(await filtered(`q=${encodeURIComponent(query)}`)))).toEqual(new Set([joao.id, plain.id]));
    }
    expect(ids(await filtered('q=araujo'))).toEqual([joao.id]);
    expect(ids(await filtered('q=galpao climatizado'))).toEqual([joao.id]);
    expect(ids(await filtered(`q=${encodeURIComponent('Arau\u0301jo')}`))).toEqual([joao.id]);
  });

  it('builds the page with its pager links and a CSV link carrying the same filters', async () => {
    await fixture();
    const props = await leadsListProps(
      new URL('http://x/admin/leads?etapa=new&de=2026-11-16&ate=2026-11-22'),
      'pt-BR',
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(props.rows.map((r) => r.fullName)).toEqual(['Beatriz Meio']);
    expect(props.countText).toBe('1 contato');
    expect(props.csvHref).toBe('/admin/leads.csv?etapa=new&de=2026-11-16&ate=2026-11-22');
    expect(props.filters).toMatchObject({ stage: 'new', from: '2026-11-16', to: '2026-11-22', owner: '' });
    const en = await leadsListProps(new URL('http://x/en/admin/leads'), 'en');
    expect(en.rows[0]).toMatchObject({ stageLabel: 'New', owner: 'Nobody' });
    expect(en.countText).toBe('4 leads');
  });

  it('exports only the filtered leads to CSV', async () => {
    await fixture();
    const csv = leadsCsv(await filtered('responsavel=ana'));
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Carlos Antigo');
    expect(lines[1]).toContain(',contacted,Ana Staff,,');
  });

  it('downloads the CSV of the list’s filters, named for the day in Fortaleza, to staff only', async () => {
    await fixture();
    const get = (user: { id: string; role: string }, query: string) =>
      leadsCsvResponse(
        { url: new URL(`http://x/admin/leads.csv${query}`), locals: { user, locale: 'en' } as unknown as App.Locals },
        new Date('2026-11-25T01:00:00Z'),
      );
    const response = await get({ id: 'ana', role: 'admin' }, '?responsavel=ana&q=%00');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-2026-11-24\.csv";/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.text()).trim().split('\r\n')).toHaveLength(2);
    const refused = await get({ id: 'bia', role: 'user' }, '');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('Your account is not allowed to do this.');
  });

  // Past the 100,000 rows the export once stopped at on PostgreSQL; on PGlite, whose one-statement
  // insert of them takes minutes, past three batches.
  const exported = testEngine === 'postgres' ? 100_001 : 3 * EXPORT_BATCH + 1;
  it(`exports every lead, ${exported} of them, a batch at a time`, async () => {
    // One statement of 100,001 rows with the tally triggers off (replica role): in one transaction
    // each of their folds rescans the changes it already folded, minutes for rows the export reads
    // as any others (it reads no tally).
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO leads (full_name, email, phone, locale, page, created_at)
        SELECT 'Lead ' || i, 'lead' || i || '@example.com', '84 9999-0000', 'pt-BR', '/', now() - i * interval '1 second'
        FROM generate_series(1, ${exported}) AS i`);
    });
    await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
    const response = await leadsCsvResponse({
      url: new URL('http://x/admin/leads.csv'),
      locals: { user: { id: 'ana', role: 'admin' }, locale: 'pt-BR' } as unknown as App.Locals,
    });
    let lines = 0;
    let last = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      const text = last + decoder.decode(chunk, { stream: true });
      const parts = text.split('\r\n');
      last = parts.pop()!;
      lines += parts.length;
      if (lines === 2) expect(parts[1]).toMatch(/^[^,]+,Lead 1,/);
    }
    expect(last).toBe('');
    expect(lines).toBe(1 + exported);
  }, 120_000);

  it('groups the board by stage with counts', async () => {
    await fixture();
    const columns = await boardColumns(1);
    expect(columns.map((c) => [c.stage, c.total, c.leads.length])).toEqual([
      ['new', 2, 1],
      ['contacted', 1, 1],
      ['visit-scheduled', 0, 0],
      ['proposal-sent', 0, 0],
      ['won', 0, 0],
      ['lost', 1, 1],
    ]);
  });
});
