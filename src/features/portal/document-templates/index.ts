// The templates' public surface for other features (the Documents tab): which templates there are
// and where each is downloaded. The files are made in template-file.server.ts.
export { TEMPLATES, templateDownloadPath, type DocumentTemplate } from './templates';
