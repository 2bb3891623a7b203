// A staff member's private calendar feed of the visits (src/features/admin-visits/feed-response.server.ts).
import type { APIRoute } from 'astro';
import { feedResponse } from '@/features/admin-visits/feed-response.server';

export const GET: APIRoute = (context) => feedResponse(context);
