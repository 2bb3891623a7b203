// The site's identity as of this request: read again only when the content version moved since the
// last request (a save in the admin, in this process or another), so every page, email and PDF
// rendered for it reads the same record through siteConfig().
import { defineMiddleware } from 'astro:middleware';
import { refreshSiteConfig } from '@/server/site-config';

export const siteIdentityMiddleware = defineMiddleware(async (_context, next) => {
  await refreshSiteConfig();
  return next();
});
