// The leads list as CSV, with the list's filters (the same query string): staff only.
import type { APIRoute } from 'astro';
import { leadsCsv } from '@/features/admin-leads/leads-csv';
import { leadFilters, leadsList } from '@/features/admin-leads/leads-filters';
import { allLeads } from '@/features/admin-leads/leads-query.server';
import { requireAdmin } from '@/server/guards';

export const GET: APIRoute = async (context) => {
  requireAdmin(context);
  const leads = await allLeads(leadFilters(leadsList.read(context.url.searchParams)));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
