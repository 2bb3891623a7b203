// The staff report form's customer search, as JSON: staff only (src/features/portal/reports).
import type { APIRoute } from 'astro';
import { customerSearchResponse } from '@/features/portal/reports/customer-search-response.server';

export const GET: APIRoute = (context) => customerSearchResponse(context);
