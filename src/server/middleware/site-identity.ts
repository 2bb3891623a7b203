// The site's identity and the staff's images as of this request: read again only when the content
// version moved since the last request (a save in the admin, in this process or another), so every
// page, email and PDF rendered for it reads the same records through siteConfig() and
// responsiveImage().
import { defineMiddleware } from 'astro:middleware';
import { currentContentVersion } from '@/server/content-version';
import { refreshSiteConfig } from '@/server/site-config';
import { refreshSiteImages } from '@/server/site-images/site-images';

export const siteIdentityMiddleware = defineMiddleware(async (_context, next) => {
  const version = await currentContentVersion();
  await Promise.all([refreshSiteConfig(version), refreshSiteImages(version)]);
  return next();
});
