// The leads list as CSV, with the list's filters (the same query string): staff only (src/features/sales/leads).
import type { APIRoute } from 'astro';
import { leadsCsvResponse } from '@/features/sales/leads/leads-csv-response.server';

export const GET: APIRoute = (context) => leadsCsvResponse(context);
