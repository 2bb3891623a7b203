// A maintenance request's photo: the staff and the request's tenant only; anyone else gets 404
// (src/features/tenancy/maintenance).
import type { APIRoute } from 'astro';
import { photoResponse } from '@/features/tenancy/maintenance/photo-file.server';

export const GET: APIRoute = (context) => photoResponse(context);
