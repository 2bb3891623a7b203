// The signed-in customer's data as a ZIP download (LGPD); a visitor gets 401 (src/features/accounts/privacy).
import type { APIRoute } from 'astro';
import { exportResponse } from '@/features/accounts/privacy/export-response.server';

export const GET: APIRoute = (context) => exportResponse(context);
