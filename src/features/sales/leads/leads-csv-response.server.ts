// GET /admin/leads.csv: the leads list as CSV, with the list's filters (the same query string), so
// the export is the list shown. Staff only. Every matching lead, streamed a batch at a time: the
// first bytes leave at once and memory stays flat however many there are.
import type { APIContext } from 'astro';
import { siteToday } from '@/lib/format';
import { requireAdmin } from '@/server/guards';
import { fileResponse } from '@/server/http/file-response';
import { wantsHeadersOnly, type MaybeHead } from '@/server/http/head-request';
import { answerRefusals } from '@/server/refusal';
import { CSV_HEAD, csvLines } from './leads-csv';
import { leadFilters, leadsList } from './leads-filters';
import { allLeads } from './leads-query.server';
import { lateRuleAt } from '@/features/sales/clock/lateness.server';

export function leadsCsvResponse(
  context: Pick<APIContext, 'url' | 'locals'> & MaybeHead,
  now = new Date(),
): Promise<Response> {
  return answerRefusals(context.locals.locale, async () => {
    requireAdmin(context);
    const file = { fileName: `leads-${siteToday(now)}.csv`, contentType: 'text/csv; charset=utf-8' };
    if (wantsHeadersOnly(context.request)) return fileResponse(null, file);
    const batches = allLeads(leadFilters(leadsList.read(context.url.searchParams), await lateRuleAt(now)));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(CSV_HEAD)),
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return fileResponse(body, file);
  });
}
