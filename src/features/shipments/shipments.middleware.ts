// The create-shipment form without JavaScript: a created shipment answers 303 to the dashboard with
// ?criado=1 (a success notice there). Runs after the session middleware: the action needs the user.
import { localeOfPath, localizePath } from '@/lib/paths';
import { formRedirect } from '@/server/form-redirect';

export const SHIPMENT_CREATED_PARAM = 'criado';

export const shipmentFormRedirect = formRedirect({
  'shipments.create': (context) =>
    `${localizePath(localeOfPath(context.url.pathname), '/dashboard')}?${SHIPMENT_CREATED_PARAM}=1`,
});
