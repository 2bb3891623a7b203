// /tracking and /en/tracking: the tracking page's English name, kept as a permanent redirect to the
// page (its slug is /rastreamento in both languages, like every page's slug is the same in both).
import type { APIRoute } from 'astro';
import { localizePath } from '@/lib/paths';

export const GET: APIRoute = ({ url, locals, redirect }) =>
  redirect(`${localizePath(locals.locale, '/rastreamento')}${url.search}`, 301);
