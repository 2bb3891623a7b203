// A module's spec sheet (PDF; through en/modulos/ in English): src/features/site/spec-sheet/.
import type { APIRoute } from 'astro';
import { specSheetResponse } from '@/features/site/spec-sheet/spec-sheet-response.server';

export const GET: APIRoute = ({ params, request, locals }) => specSheetResponse(params.numero, request, locals.locale);
