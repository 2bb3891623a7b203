// The contact form's schema (spec §5 messages, as i18n keys), shared by the island's checks and
// the leads.submit action.
import { emailField, hiddenText, optionalText, personName, phoneField, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import type { Locale } from '@/lib/i18n-types';

export const MODULE_COUNT = 18;
/** The visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'empresa_site';
export type HoneypotField = typeof HONEYPOT_FIELD;

// A required text field that the form leaves empty arrives as null: `error` names that case.
export const leadSchema = z.object({
  nome_completo: personName(
    { required: 'leads.error.nameRequired', tooLong: 'leads.error.nameTooLong', format: 'leads.error.nameFormat' },
    2,
  ),
  email: emailField({ invalid: 'leads.error.emailInvalid', tooLong: 'leads.error.emailTooLong' }),
  celular: phoneField({
    required: 'leads.error.phoneRequired',
    tooLong: 'leads.error.phoneTooLong',
    format: 'leads.error.phoneFormat',
  }),
  mensagem: optionalText({ tooLong: 'leads.error.messageTooLong' }, 1000, { multiline: true }),
  modulo: z.optional(
    z
      .int({ error: 'leads.error.module' })
      .check(z.gte(1, 'leads.error.module'), z.lte(MODULE_COUNT, 'leads.error.module')),
  ),
  [HONEYPOT_FIELD]: hiddenText(500),
  // Where the form was sent from; the server normalises them (leads.server.ts).
  locale: hiddenText(8),
  pagina: hiddenText(300),
  submission: submissionKey,
});

export type LeadInput = z.output<typeof leadSchema>;

/** The lead as stored and mailed: the form's hidden locale and page fields made trustworthy (leads.server.ts). */
export type Lead = LeadInput & { locale: Locale; pagina: string };
