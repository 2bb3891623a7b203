// The signed-in user's live stream (Server-Sent Events): src/features/portal/live/.
import type { APIRoute } from 'astro';
import { liveStreamResponse } from '@/features/portal/live/live-stream.server';

export const GET: APIRoute = (context) => liveStreamResponse(context);
