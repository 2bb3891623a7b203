// A document's file: /api/documents/<id> views it (PDF and images inline, sandboxed),
// ?download=1 downloads it. Owner and staff only; anyone else gets 404 (src/features/portal/documents).
import type { APIRoute } from 'astro';
import { documentFileResponse } from '@/features/portal/documents/document-file.server';

export const GET: APIRoute = (context) => documentFileResponse(context);
