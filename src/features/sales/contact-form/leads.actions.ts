import { defineAction } from 'astro:actions';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { CONTACT_SECTION_ID } from '@/lib/lead-interest';
import { localizePath } from '@/lib/paths';
import { clientIp } from '@/server/client-ip';
import { sameSitePath } from '@/server/guards';
import { leadSchema } from './lead.schema';
import { submitLead } from './leads.server';

/** After a send without JavaScript: the contact form shows it in place of a toast. */
export const LEAD_SENT: Flash = successFlash('leads.sent.title', 'leads.toast.successText');

export const leads = {
  submit: defineAction({
    accept: 'form',
    input: leadSchema,
    handler: async (input, context): Promise<FormResult> => {
      await submitLead(input, { ip: clientIp(context) });
      const page = sameSitePath(input.pagina) ?? localizePath(context.locals.locale, '/');
      return { next: `${page}#${CONTACT_SECTION_ID}`, flash: LEAD_SENT };
    },
  }),
};
