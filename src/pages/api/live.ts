// The signed-in user's live stream (Server-Sent Events): src/features/live/.
import type { APIRoute } from 'astro';
import { liveStreamResponse } from '@/features/live/live-stream.server';

export const GET: APIRoute = (context) => liveStreamResponse(context);
