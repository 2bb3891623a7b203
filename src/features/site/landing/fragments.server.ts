// The bare dialog bodies under /fragmentos/ (plans, area tables) that the home page's dialog loads
// (fragment-dialog.astro): each is the same for every visitor, so the page cache may keep it, and it
// is never a search result of its own (its page is: /plantas, /quadro-de-areas).
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
