// Tells the request's log line and metrics which route answered it: the route's pattern
// (`/admin/leads/[id]`), never the path. A rewrite (the 403 page) keeps the route first asked for.
import { defineMiddleware } from 'astro:middleware';
import { requestContext } from '@/server/observability';

export const requestRouteMiddleware = defineMiddleware((context, next) => {
  const request = requestContext();
  if (request) request.route ??= context.routePattern;
  return next();
});
