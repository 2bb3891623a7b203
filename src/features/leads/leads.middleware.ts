// The contact form without JavaScript: a sent lead answers 303 to the same page with ?enviado=1.
import { CONTACT_SECTION_ID } from '@/lib/lead-interest';
import { formRedirect } from '@/server/form-redirect';

export const LEAD_SENT_PARAM = 'enviado';

export const leadFormRedirect = formRedirect({
  'leads.submit': (context) => `${context.url.pathname}?${LEAD_SENT_PARAM}=1#${CONTACT_SECTION_ID}`,
});
