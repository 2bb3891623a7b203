// The staff's photos for the site's image slots, encoded by the site-image job (src/server/site-images).
import type { APIRoute } from 'astro';
import { mediaResponse } from '@/server/site-images/media-response';

export const GET: APIRoute = (context) => mediaResponse(context.params.name, context);
