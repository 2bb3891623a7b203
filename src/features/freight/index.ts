// The freight pages' public surface for other features (the sitemap): the case studies' paths.
export { caseStudyPaths } from './catalogue';
