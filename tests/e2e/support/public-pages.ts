import { staticPublicPaths } from '../../../src/features/site/seo/public-pages';
import { localizePath } from '../../../src/lib/paths';

/** Every public page in both languages. */
export const publicPages = staticPublicPaths.flatMap((path) => [
  { path: localizePath('pt-BR', path), locale: 'pt-BR' as const },
  { path: localizePath('en', path), locale: 'en' as const },
]);
