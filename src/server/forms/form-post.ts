// Every form posted without JavaScript (`?_action=name`): the action runs here; success answers
// 303 to the `next` page the action returned, with its flash message (Post/Redirect/Get, so a
// reload never repeats it); failure renders the page, which shows the messages and the values
// sent (formState). Astro's origin check (security.checkOrigin) has run before any middleware.
import { getActionContext } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import type { FormResult } from '@/lib/forms/form-state';
import { setFlash } from '@/server/flash';
import { sameSitePath } from '@/server/guards';
import { readFailedPost } from './failed-post';

export const formPostMiddleware = defineMiddleware(async (context, next) => {
  context.locals.failedPost ??= null;
  if (context.isPrerendered) return next();
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form') return next();
  const result = await action.handler();
  if (!result.error) {
    const { next: target, flash } = (result.data ?? {}) as Partial<FormResult>;
    if (flash) setFlash(context.cookies, flash);
    return context.redirect(sameSitePath(target) ?? context.url.pathname, 303);
  }
  context.locals.failedPost = await readFailedPost(context.request, action.name);
  setActionResult(action.name, serializeActionResult(result));
  return next();
});
