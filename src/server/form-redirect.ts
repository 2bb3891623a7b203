// Post/Redirect/Get for forms that post to an Astro Action without JavaScript: a successful POST
// answers 303 to the page the action's feature names, so a reload cannot repeat it; a failed one
// falls through and the page renders its messages (Astro.getActionResult). Astro's origin check
// (security.checkOrigin) has run before any middleware.
import { getActionContext } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';

/** Action name ('leads.submit') -> where a successful form POST goes, from the action's data. */
export type SuccessLocations = Record<string, (context: APIContext, data: unknown) => string>;

/** For actions that return where to go next: `{ next: '/path' }`. */
export const redirectToNext = (_context: APIContext, data: unknown) => (data as { next: string }).next;

export function formRedirect(locations: SuccessLocations) {
  return defineMiddleware(async (context, next) => {
    if (context.isPrerendered) return next();
    const { action, setActionResult, serializeActionResult } = getActionContext(context);
    const location = action?.calledFrom === 'form' ? locations[action.name] : undefined;
    if (!action || !location) return next();
    const result = await action.handler();
    if (!result.error) return context.redirect(location(context, result.data), 303);
    setActionResult(action.name, serializeActionResult(result));
    return next();
  });
}
