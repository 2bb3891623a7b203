import { ActionError, defineAction } from 'astro:actions';
import { clientIp } from '@/server/client-ip';
import type { LeadMessageKey } from './lead-fields';
import { leadSchema } from './lead.schema';
import { submitLead } from './leads.server';

// Errors carry an i18n key as their message; the form shows it in the visitor's language.
const fail = (code: 'TOO_MANY_REQUESTS' | 'BAD_REQUEST', message: LeadMessageKey) =>
  new ActionError({ code, message });

export const leads = {
  submit: defineAction({
    accept: 'form',
    input: leadSchema,
    handler: async (input, context) => {
      const result = await submitLead(input, { ip: clientIp(context) });
      if (result.status === 'rate-limited') throw fail('TOO_MANY_REQUESTS', 'leads.error.rateLimited');
      if (result.status === 'unknown-module') throw fail('BAD_REQUEST', 'leads.error.module');
      return { sent: true };
    },
  }),
};
