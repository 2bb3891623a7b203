// The staff report form's customer search: the page's no-JavaScript search (staffReportProps) and
// the combobox's JSON (customerSearchResponse) find the same customers, accents and case ignored,
// never staff, at most 20 with a sentence saying there are more; only staff may ask.
import { describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { customerSearchResponse } from './customer-search-response.server';
import { CUSTOMER_MATCHES, staffReportProps } from './staff-report.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['user']);

const admin = { id: 'staff', role: 'admin' };
const ask = (query: string, user: { id: string; role: string } = admin, locale = 'pt-BR') =>
  customerSearchResponse({
    url: new URL(`http://x/api/customers?${query}`),
    locals: { user, locale } as unknown as App.Locals,
  });

describe(`finding a customer for a staff report on ${testEngine}`, () => {
  it('finds customers by a part of the name or email, accents and case ignored, never staff', async () => {
    await addUser(handle, 'staff', { role: 'admin', name: 'João Equipe' });
    await addUser(handle, 'joao', { name: 'João Araújo' });
    await addUser(handle, 'maria', { name: 'Maria Souza' });
    const response = await ask('cliente=JOAO');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      customers: [{ id: 'joao', label: 'João Araújo (joao@example.com)' }],
      more: false,
      status: '1 cliente encontrado para “JOAO”.',
    });
    const page = await staffReportProps('en', new URL('http://x/en/admin?cliente=araujo'));
    expect(page.customers).toEqual([
      ['all', 'All customers'],
      ['joao', 'João Araújo (joao@example.com)'],
    ]);
    expect(page.customer).toBe('joao');
    expect(page.search.foundText).toBe('1 customer found for “araujo”.');
    // Without a search, no account is listed: the report is everyone's.
    const plain = await staffReportProps('pt-BR', new URL('http://x/admin'));
    expect(plain.customers).toEqual([['all', 'Todos os clientes']]);
    expect(plain.customer).toBe('all');
  });

  it('lists at most 20 and says there are more; refuses anyone but staff', async () => {
    for (let i = 0; i < CUSTOMER_MATCHES + 1; i++) await addUser(handle, `c${i}`, { name: `Cliente ${i}` });
    const body = (await (await ask('cliente=cliente')).json()) as {
      customers: unknown[];
      more: boolean;
      status: string;
    };
    expect(body.customers).toHaveLength(CUSTOMER_MATCHES);
    expect(body.more).toBe(true);
    expect(body.status).toMatch(/^Os 20 primeiros clientes encontrados para “cliente”; há mais/);
    const refused = await ask('cliente=cliente', { id: 'c1', role: 'user' }, 'en');
    expect(refused.status).toBe(403);
  });
});
