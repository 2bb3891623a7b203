// A staff member's private calendar feed of the visits (src/features/sales/visit-calendar/feed-response.server.ts).
import type { APIRoute } from 'astro';
import { feedResponse } from '@/features/sales/visit-calendar/feed-response.server';

export const GET: APIRoute = (context) => feedResponse(context);
