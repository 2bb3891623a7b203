import type { APIRoute } from 'astro';
import { leadsCsv } from '@/features/admin/leads-csv';
import { allInboxLeads } from '@/features/admin/leads-inbox.server';
import { requireAdmin } from '@/server/guards';

export const GET: APIRoute = async (context) => {
  requireAdmin(context);
  const leads = await allInboxLeads((context.url.searchParams.get('q') ?? '').slice(0, 200));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
