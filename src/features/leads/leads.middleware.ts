// Post/Redirect/Get for the contact form without JavaScript: a successful form POST answers 303 to
// the same page with ?enviado=1, so reloading it cannot send the lead twice. A failed one falls
// through and the page renders the field messages (Astro.getActionResult).
import { getActionContext } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import { CONTACT_SECTION_ID } from '@/lib/lead-interest';

export const LEAD_SENT_PARAM = 'enviado';

export const leadFormRedirect = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form' || action.name !== 'leads.submit') return next();
  // Astro's origin check (security.checkOrigin) has already run: it is the first middleware.
  const result = await action.handler();
  if (!result.error) {
    return context.redirect(`${context.url.pathname}?${LEAD_SENT_PARAM}=1#${CONTACT_SECTION_ID}`, 303);
  }
  setActionResult(action.name, serializeActionResult(result));
  return next();
});
