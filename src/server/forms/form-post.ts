// Every form posted without JavaScript (`?_action=name`): the action runs here; success answers
// 303 to the `next` page the action returned, with its flash message (Post/Redirect/Get, so a
// reload never repeats it), unless it asks to stay (a secret shown once: the page renders it);
// failure renders the page, which shows the messages and the values sent (formState). Astro's
// origin check (security.checkOrigin) has run before any middleware.
// For both form posts and islands' calls (`/_actions/name`), a body that cannot be read as its
// Content-Type says (a multipart without its boundary, JSON that is not) is the client's mistake:
// a 400 with a message, never a 500.
import { getActionContext, isActionError, type SafeResult } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import type { MessageKey } from '@/i18n/translate';
import type { FormResult } from '@/lib/forms/form-state';
import { setFlash } from '@/server/flash';
import { sameSitePath } from '@/server/guards';
import { Refusal } from '@/server/refusal';
import { readFailedPost } from './failed-post';

const UNREADABLE: MessageKey = 'common.error.unreadableForm';

function unreadable(error: unknown): SafeResult<never, unknown> {
  const why = isActionError(error) ? error.code : error instanceof Error ? error.message : String(error);
  console.warn(`[form] unreadable request body: ${why}`);
  return { data: undefined, error: new Refusal('BAD_REQUEST', UNREADABLE) };
}

export const formPostMiddleware = defineMiddleware(async (context, next) => {
  context.locals.failedPost ??= null;
  if (context.isPrerendered) return next();
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom === 'rpc') {
    // Astro runs the call after this; only reading its body can throw (the action's own errors
    // come back as its result).
    try {
      return await next();
    } catch (error) {
      const serialized = serializeActionResult(unreadable(error));
      const body = serialized.type === 'error' ? serialized.body : null;
      return new Response(body, { status: serialized.status, headers: { 'Content-Type': 'application/json' } });
    }
  }
  if (action?.calledFrom !== 'form') return next();

  // Astro answers a body it could not read with UNSUPPORTED_MEDIA_TYPE, or throws.
  const outcome = await action.handler().catch(unreadable);
  const result = outcome.error?.code === 'UNSUPPORTED_MEDIA_TYPE' ? unreadable(outcome.error) : outcome;
  if (!result.error && (result.data as Partial<FormResult> | undefined)?.stay) {
    // Shown once by the page itself (FormResult.stay): never stored, never redirected.
    setActionResult(action.name, serializeActionResult(result));
    context.locals.failedPost = null;
    const response = await next();
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  if (!result.error) {
    const { next: target, flash } = (result.data ?? {}) as Partial<FormResult>;
    if (flash) setFlash(context.cookies, flash);
    return context.redirect(sameSitePath(target) ?? context.url.pathname, 303);
  }
  setActionResult(action.name, serializeActionResult(result));
  if (result.error.message === UNREADABLE) {
    // The page shows the message as for a GET: rendering must not read that body again.
    const headers = new Headers(context.request.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    return context.rewrite(new Request(context.url, { method: 'GET', headers }));
  }
  context.locals.failedPost = await readFailedPost(context.request, action.name);
  return next();
});
