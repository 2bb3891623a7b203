// GET /admin/leads.csv: the leads list as CSV, with the list's filters (the same query string), so
// the export is the list shown. Staff only.
import type { APIContext } from 'astro';
import { siteToday } from '@/lib/format';
import { requireAdmin } from '@/server/guards';
import { fileResponse } from '@/server/http/file-response';
import { answerRefusals } from '@/server/refusal';
import { leadsCsv } from './leads-csv';
import { leadFilters, leadsList } from './leads-filters';
import { allLeads } from './leads-query.server';

export function leadsCsvResponse(context: Pick<APIContext, 'url' | 'locals'>, now = new Date()): Promise<Response> {
  return answerRefusals(context.locals.locale, async () => {
    requireAdmin(context);
    const leads = await allLeads(leadFilters(leadsList.read(context.url.searchParams)));
    return fileResponse(new TextEncoder().encode(leadsCsv(leads)), {
      fileName: `leads-${siteToday(now)}.csv`,
      contentType: 'text/csv; charset=utf-8',
    });
  });
}
