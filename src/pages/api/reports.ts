// Report downloads (the Overview's Generate Report dialog and its no-JavaScript form): src/features/portal/reports/.
import type { APIRoute } from 'astro';
import { reportResponse } from '@/features/portal/reports/report-response.server';

export const GET: APIRoute = (context) => reportResponse(context);
