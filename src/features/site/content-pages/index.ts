// The freight pages' public surface for other features: the case studies' paths (the sitemap) and
// the images' alt texts (the staff's photo form).
export { caseStudyPaths, freightImageAlts } from './catalogue';
