// Every list page of the site, staff's and customer's, in both languages, given a NUL and other
// control characters (and text too long, and nonsense) in each of its parameters: it still
// renders, since the list's fields and queryText (src/server/lists) clean them before any query. PostgreSQL
// refuses a NUL in a text value, so without that cleaning these pages answered 500.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsListProps } from '@/features/accounts/account-admin/accounts-view.server';
import { auditListProps } from '@/features/operations/audit/audit-view.server';
import { leadsCsvResponse } from '@/features/sales/leads/leads-csv-response.server';
import { leadsListProps } from '@/features/sales/leads/leads-view.server';
import { mailListProps } from '@/features/operations/mail/mail-outbox-view.server';
import { staffModulesProps } from '@/features/site/module-status/admin-modules-view.server';
import { staffChargesProps } from '@/features/portal/charges/charges-view.server';
import { customerDocumentsProps, staffDocumentsProps } from '@/features/portal/documents/documents-view.server';
import { notificationsPageProps } from '@/features/portal/notifications/notifications-page.server';
import { staffPrivacyProps } from '@/features/accounts/privacy/privacy-view.server';
import { reportResponse } from '@/features/portal/reports/report-response.server';
import { staffListProps } from '@/features/portal/shipment-operations/staff-shipments-view.server';
import { addUser, newShipment } from '@/features/portal/shipment-operations/test-fixtures';
import { shipmentListProps } from '@/features/portal/shipments/dashboard.server';
import { staffSupportProps } from '@/features/portal/support/staff-support-view.server';
import { customerSupportProps } from '@/features/portal/support/support-view.server';
import { duplicatesProps } from '@/features/sales/duplicates/lead-duplicates-view.server';
import { salesReportProps } from '@/features/sales/report/sales-report-view.server';
import type { Locale } from '@/lib/i18n-types';
import type { DatabaseHandle } from '@/server/db/client';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['shipments', 'background_jobs', 'notifications', 'user']);

const CUSTOMER = { id: 'ana-lists' };
const STAFF = { id: 'staff-lists', role: 'admin' };

const HOSTILE = [
  '\u0000',
  'ana\u0000%',
  '\u0001\u0008\u000b\u001f\u007f\u0085',
  'a\u2028b\u202e\u2066',
  ` ${'x'.repeat(5000)} `,
  '2026-02-30',
  '-1',
];

type Page = (url: URL, locale: Locale) => Promise<unknown>;

// Each page with every parameter it reads, as its route calls it.
const PAGES: [path: string, params: string[], page: Page][] = [
  ['/admin/charges', ['estado', 'cliente', 'q', 'pagina'], staffChargesProps],
  ['/admin/documents', ['status', 'cliente', 'q', 'pagina'], staffDocumentsProps],
  ['/admin/support', ['status', 'q', 'pagina'], staffSupportProps],
  ['/admin/shipments', ['q', 'cliente', 'status', 'de', 'ate', 'pagina'], staffListProps],
  ['/admin/accounts', ['q', 'papel', 'estado', 'pagina'], accountsListProps],
  [
    '/admin/leads',
    ['etapa', 'responsavel', 'modulo', 'de', 'ate', 'q', 'pagina'],
    (url, locale) => leadsListProps(url, locale),
  ],
  [
    '/admin/leads.csv',
    ['etapa', 'responsavel', 'modulo', 'de', 'ate', 'q'],
    async (url, locale) => {
      const response = await leadsCsvResponse({ url, locals: { user: STAFF, locale } as unknown as App.Locals });
      expect(response.status).toBe(200);
    },
  ],
  ['/admin/leads/report', ['de', 'ate'], (url, locale) => salesReportProps(url, locale)],
  ['/admin/leads/duplicates', ['tipo', 'apos', 'manter', 'unir'], (url, locale) => duplicatesProps(url, locale)],
  ['/admin/audit', ['acao', 'ator', 'tipo', 'registro', 'de', 'ate', 'pagina'], auditListProps],
  ['/admin/mail', ['estado', 'q', 'pagina'], mailListProps],
  ['/dashboard/shipments', ['busca', 'pagina'], (url, locale) => shipmentListProps(CUSTOMER, locale, url.searchParams)],
  ['/dashboard/documents', ['busca'], (url, locale) => customerDocumentsProps(CUSTOMER.id, url, locale)],
  ['/dashboard/notifications', ['pagina'], (url, locale) => notificationsPageProps(CUSTOMER, locale, url.searchParams)],
  ['/support', ['pagina'], (url, locale) => customerSupportProps(CUSTOMER.id, url, locale)],
  // Pages that read a parameter outside a list (queryText): the privacy lookup, the modules filter.
  ['/admin/privacy', ['email'], (url, locale) => staffPrivacyProps(url, locale)],
  ['/admin/modules', ['status'], (url, locale) => staffModulesProps(locale, url)],
  [
    '/api/reports',
    ['type', 'range', 'format', 'lang', 'customer'],
    async (url, locale) => {
      const response = await reportResponse({ url, locals: { user: STAFF, locale } as unknown as App.Locals });
      expect(response.status).toBe(400);
    },
  ],
];

describe(`every list page on ${testEngine}`, () => {
  it('is given text PostgreSQL refuses', async () => {
    await expect(handle.db.execute(sql`SELECT ${'a\u0000b'}::text`)).rejects.toThrow();
  });

  it.each(PAGES)(
    '%s renders with control characters in each of its parameters, in both languages',
    async (path, params, page) => {
      await newShipment(await addUser(handle, CUSTOMER.id));
      for (const locale of ['pt-BR', 'en'] as const)
        for (const value of HOSTILE) {
          const url = new URL(`http://site.test${locale === 'en' ? '/en' : ''}${path}`);
          for (const name of params) url.searchParams.set(name, value);
          await expect(page(url, locale), `${locale} ${url.search.slice(0, 80)}`).resolves.not.toThrow();
        }
    },
  );
});
