// The staff report form's customer search, as JSON: staff only (src/features/reports).
import type { APIRoute } from 'astro';
import { customerSearchResponse } from '@/features/reports/customer-search-response.server';

export const GET: APIRoute = (context) => customerSearchResponse(context);
