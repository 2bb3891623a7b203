import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { jobs, leads } from '@/server/db/schema';
import { testEngine, useTestDatabase } from '@/server/db/test-database';
import { getInboxLead, listInboxLeads } from './leads-inbox.server';

describe(`admin leads inbox (${testEngine})`, () => {
  let handle: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await useTestDatabase();
    const add = async (key: string, values: Partial<typeof leads.$inferInsert>, minutesAgo: number, mail?: Partial<typeof jobs.$inferInsert>) => {
      const [row] = await handle.db
        .insert(leads)
        .values({ fullName: 'X', email: 'x@ex.com', phone: '84999990000', locale: 'pt-BR', page: '/', createdAt: new Date(Date.now() - minutesAgo * 60_000), ...values })
        .returning({ id: leads.id });
      ids[key] = row!.id;
      if (mail) {
        await handle.db.insert(jobs).values({
          kind: 'mail', payload: { to: 'vendas@ex.com', subject: 's', text: 't' }, maxAttempts: 15, causeKind: 'lead', causeId: row!.id, ...mail,
        });
      }
    };
    await add('old', { fullName: 'Carlos Antigo', message: 'Preciso de 2 módulos', moduleNumber: 7 }, 60, { state: 'succeeded', attempts: 1 });
    await add('mid', { fullName: 'Beatriz Meio', email: 'bia@transportes.com' }, 30, { state: 'queued', attempts: 2, lastError: 'ECONNREFUSED' });
    await add('new', { fullName: 'Ana <script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' }, 1, { state: 'queued', attempts: 0 });
    await add('failed', { fullName: 'Davi Falhou' }, 90, { state: 'failed', attempts: 15, lastError: 'mailbox unavailable' });
    await add('silent', { fullName: 'Eva Sem Aviso' }, 120);
    // Other jobs, and mail about other records, are not the lead's notification.
    await handle.db.insert(jobs).values({ kind: 'report', payload: {}, maxAttempts: 1, causeKind: 'lead', causeId: ids.silent! });
    await handle.db.insert(jobs).values({ kind: 'mail', payload: {}, maxAttempts: 15, causeKind: 'shipment', causeId: ids.silent! });
  });
  afterAll(() => handle.close());

  it('lists newest first with each email’s delivery state', async () => {
    const { leads: rows, total } = await listInboxLeads();
    expect(total).toBe(5);
    expect(rows.map((r) => r.id)).toEqual([ids.new, ids.mid, ids.old, ids.failed, ids.silent]);
    expect(rows.map((r) => r.delivery)).toEqual(['pending', 'retrying', 'sent', 'failed', 'none']);
    expect(rows[1]!.deliveryError).toBe('ECONNREFUSED');
    expect(rows[3]).toMatchObject({ deliveryAttempts: 15, deliveryError: 'mailbox unavailable' });
    expect(rows[0]!.fullName).toBe('Ana <script>alert(1)</script>');
  });

  it('searches name, email, message and module number, case-insensitively', async () => {
    expect((await listInboxLeads({ query: 'beatriz' })).leads.map((r) => r.id)).toEqual([ids.mid]);
    expect((await listInboxLeads({ query: 'TRANSPORTES' })).leads.map((r) => r.id)).toEqual([ids.mid]);
    expect((await listInboxLeads({ query: 'módulos' })).leads.map((r) => r.id)).toEqual([ids.old]);
    expect((await listInboxLeads({ query: 'Módulo 7' })).leads.map((r) => r.id)).toEqual([ids.old]);
    expect((await listInboxLeads({ query: '%' })).total).toBe(0);
  });

  it('pages through the list', async () => {
    const page = await listInboxLeads({ limit: 2, offset: 2 });
    expect(page.total).toBe(5);
    expect(page.leads.map((r) => r.id)).toEqual([ids.old, ids.failed]);
  });

  it('opens one lead, and answers null for unknown or malformed ids', async () => {
    expect((await getInboxLead(ids.old!))?.moduleNumber).toBe(7);
    expect(await getInboxLead('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(await getInboxLead("1' OR '1'='1")).toBeNull();
    expect((await getInboxLead(ids.mid!))?.delivery).toBe('retrying');
    expect((await getInboxLead(ids.silent!))?.delivery).toBe('none');
  });
});
