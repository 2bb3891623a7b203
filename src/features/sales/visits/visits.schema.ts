// The booking forms' schemas: booking a slot (the contact form's rules for who visits), moving it
// to another slot and cancelling it through the visit's signed link.
import { emailField, personName, phoneField, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

/** A slot as the form sends it: its start, an ISO instant. */
const slot = requiredText({ required: 'visits.error.slotRequired', tooLong: 'visits.error.slotInvalid' }, 40);
/** The visit's signed link (src/server/signed-links.ts). */
const token = requiredText({ required: 'visits.error.link', tooLong: 'visits.error.link' }, 300);

export const bookVisitSchema = z.object({
  nome_completo: personName(
    { required: 'leads.error.nameRequired', tooLong: 'leads.error.nameTooLong', format: 'leads.error.nameFormat' },
    2,
  ),
  empresa: requiredText({ required: 'visits.error.companyRequired', tooLong: 'visits.error.companyTooLong' }, 120),
  email: emailField({ invalid: 'leads.error.emailInvalid', tooLong: 'leads.error.emailTooLong' }),
  celular: phoneField({
    required: 'leads.error.phoneRequired',
    tooLong: 'leads.error.phoneTooLong',
    format: 'leads.error.phoneFormat',
  }),
  // A module that does not exist is refused by the visits table's foreign key (visits.server.ts).
  modulo: z.optional(
    z.int({ error: 'leads.error.module' }).check(z.gte(1, 'leads.error.module'), z.lte(999, 'leads.error.module')),
  ),
  horario: slot,
  submission: submissionKey,
});

export const rescheduleVisitSchema = z.object({ token, horario: slot, submission: submissionKey });

export const cancelVisitSchema = z.object({ token });

export type BookVisitInput = z.output<typeof bookVisitSchema>;
export type RescheduleVisitInput = z.output<typeof rescheduleVisitSchema>;
