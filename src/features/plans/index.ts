// The plans' public surface for other features (the landing page): the site plan and the gallery
// of drawings. The plans' texts are in plans.server.ts.
export { PlanGallery } from './plan-gallery';
export { SitePlan } from './site-plan';
export { siteRows } from './site-plan-layout';
