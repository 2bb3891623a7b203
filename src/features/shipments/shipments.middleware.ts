// Post/Redirect/Get for the create-shipment form without JavaScript: a successful POST answers 303
// to the dashboard with ?criado=1 (a success notice there), so a reload cannot create it twice. A
// failed one falls through and the page renders the field messages (Astro.getActionResult). Runs
// after the session middleware: the action needs the signed-in user.
import { getActionContext } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import { localeOfPath, localizePath } from '@/lib/paths';

export const SHIPMENT_CREATED_PARAM = 'criado';

export const shipmentFormRedirect = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form' || action.name !== 'shipments.create') return next();
  const result = await action.handler();
  if (!result.error) {
    const dashboard = localizePath(localeOfPath(context.url.pathname), '/dashboard');
    return context.redirect(`${dashboard}?${SHIPMENT_CREATED_PARAM}=1`, 303);
  }
  setActionResult(action.name, serializeActionResult(result));
  return next();
});
