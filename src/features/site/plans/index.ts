// The plans' public surface for other features (the landing page, the spec sheets): the site plan,
// the gallery of drawings and a module's shape. The plans' texts are in plans.server.ts; the PDF
// drawings in site-plan-pdf.server.ts and module-plan-pdf.server.ts.
export { PlanGallery } from './plan-gallery';
export { SitePlan } from './site-plan';
export { moduleShape, type ModuleShape } from './module-geometry';
export { siteRows } from './site-plan-layout';
