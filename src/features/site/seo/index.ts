// Search engines' view of the site, for the layouts and the landing page: the business's
// structured data (the sitemap's routes read sitemap.ts and public-pages.ts themselves).
export { businessJsonLd, type CondominiumFacts } from './structured-data';
