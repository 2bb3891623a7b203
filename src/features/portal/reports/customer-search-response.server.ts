// GET /api/customers?q=…: the customer accounts the staff report form's combobox offers, as JSON
// ({ customers: [{ id, label }], more, status }): the same search as the form's no-JavaScript
// search box (findCustomers). Staff only.
import type { APIContext } from 'astro';
import { translate } from '@/i18n/translate';
import { requireAdmin } from '@/server/guards';
import { answerRefusals } from '@/server/refusal';
import { customerLabel, customerMatchesText, findCustomers, staffReportParams } from './staff-report.server';

export function customerSearchResponse(context: Pick<APIContext, 'url' | 'locals'>): Promise<Response> {
  const { locale } = context.locals;
  return answerRefusals(locale, async () => {
    requireAdmin(context);
    const query = staffReportParams.read(context.url.searchParams).cliente;
    const found = query ? await findCustomers(query) : { accounts: [], more: false };
    const body = {
      customers: found.accounts.map((account) => ({ id: account.id, label: customerLabel(account) })),
      more: found.more,
      status: query ? customerMatchesText(locale, query, found) : translate(locale, 'reports.customer.searchHint'),
    };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
