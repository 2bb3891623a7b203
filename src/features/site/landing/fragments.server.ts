// The bare dialog bodies under /fragmentos/ (plans, area tables) that the home page's dialog loads
// (fragment-dialog.astro): each is the same for every visitor, so the page cache may keep it, and it
// is never a search result of its own (its page is: /plantas, /quadro-de-areas).
import { moduleViews } from '@/features/site/modules';
import { listModules } from '@/features/site/modules/modules.server';
import type { Locale } from '@/lib/i18n-types';
import { moduleNumberParam } from '@/lib/module-number';
import { markShareable } from '@/server/http/shared-page';

interface FragmentAstro {
  response: { status?: number; headers: Headers };
}

/** Headers of a fragment found: shareable between anonymous visitors, not indexed. */
export function fragmentFound(astro: FragmentAstro) {
  markShareable(astro);
  astro.response.headers.set('X-Robots-Tag', 'noindex');
}

/** A fragment that does not exist (an unknown module): 404, and not kept by the page cache. */
export function fragmentNotFound(astro: FragmentAstro) {
  astro.response.status = 404;
  astro.response.headers.set('X-Robots-Tag', 'noindex');
}

/**
 * The module a fragment's `numero` names, in the visitor's language, with the fragment's headers
 * set: undefined, and 404, for an unknown one.
 */
export async function moduleFragment(
  astro: FragmentAstro & { params: { numero?: string }; locals: { locale: Locale } },
) {
  const number = moduleNumberParam(astro.params.numero);
  const module =
    number === null
      ? undefined
      : moduleViews(await listModules(), astro.locals.locale).modules.find((m) => m.number === number);
  if (module) fragmentFound(astro);
  else fragmentNotFound(astro);
  return module;
}
