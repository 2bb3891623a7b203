// What the form needs once the visitor starts using it: the schema (zod) and the action client.
// lead-form.tsx imports this module lazily, so neither weighs on the page before that.
import { actions } from 'astro:actions';
import { actionFailure } from '@/lib/action-failure';
import { errorsFromFields, isMessageKey, type LeadFieldErrors, type LeadMessageKey } from './lead-fields';

export { validateLeadForm } from './lead.schema';

export type SendResult =
  | { ok: true }
  | { ok: false; errors: LeadFieldErrors; message?: LeadMessageKey };

/** Sends the form to the `leads.submit` action. */
export async function sendLead(data: FormData): Promise<SendResult> {
  const { error } = await actions.leads.submit(data);
  if (!error) return { ok: true };
  return actionFailure(error, errorsFromFields, isMessageKey);
}
