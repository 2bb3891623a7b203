import type { APIRoute } from 'astro';
import { leadsCsv } from '@/features/admin/leads-csv';
import { allInboxLeads } from '@/features/admin/leads-inbox.server';
import { forbidden, isAdmin } from '@/features/admin/require-admin';

export const GET: APIRoute = async ({ locals, url }) => {
  // Checked here too, not only by the middleware.
  if (!isAdmin(locals)) return forbidden();
  const leads = await allInboxLeads((url.searchParams.get('q') ?? '').slice(0, 200));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
};
