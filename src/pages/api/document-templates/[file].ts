// Blank document templates for download (the portal's Documents → Templates): src/features/portal/document-templates/.
import type { APIRoute } from 'astro';
import { templateResponse } from '@/features/portal/document-templates/template-response.server';

export const GET: APIRoute = ({ params, url, locals }) => templateResponse(params.file, url, locals.locale);
