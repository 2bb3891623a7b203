// After a form post without JavaScript whose action failed: the values as sent (to show again),
// and the field messages of an input error or else the form's message.
import { isInputError } from 'astro:actions';

interface Options<F extends string, E, K extends string> {
  fields: readonly F[];
  fromActionFields: (fields: Record<string, string[] | undefined>) => E;
  isKey: (value: unknown) => value is K;
  /** The form's message when the error carries none of its keys. */
  fallback: NoInfer<K>;
}

export async function failedFormPost<F extends string, E, K extends string>(request: Request, error: unknown, options: Options<F, E, K>) {
  // Read a clone: the body must stay unread for the renderer (see contact-section.astro).
  const form = await request.clone().formData().catch(() => new FormData());
  const values = Object.fromEntries(options.fields.map((f) => [f, String(form.get(f) ?? '')])) as Record<F, string>;
  if (isInputError(error)) return { values, errors: options.fromActionFields(error.fields) };
  const message = error instanceof Error ? error.message : undefined;
  return { values, formError: options.isKey(message) ? message : options.fallback };
}
