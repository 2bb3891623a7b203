// What a form island loads on first use (use-action-form.ts): the schema check and the Astro
// Actions client. Kept out of the island's first script so a page pays for it only when used.
import { actions, isInputError } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';

export { validateForm } from '@/lib/forms/validate-form';

export type ActionAnswer =
  { ok: true; result: FormResult } | { ok: false; fieldErrors: Record<string, string>; message?: string };

/** Calls the action `name` ('leads.submit') with the form's data. */
export async function sendForm(name: string, data: FormData): Promise<ActionAnswer> {
  const call = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], actions) as (
    data: FormData,
  ) => Promise<{ data?: FormResult; error?: Parameters<typeof isInputError>[0] & { message: string } }>;
  const { data: result, error } = await call(data);
  if (!error) return { ok: true, result: result ?? { next: location.pathname } };
  if (isInputError(error)) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fields).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    );
    return { ok: false, fieldErrors };
  }
  return { ok: false, fieldErrors: {}, message: error.message };
}
