// What a form island shows when its action failed: the field messages of an input error, and the
// form's message when the error carries one of the form's message keys.
import { isInputError, type ActionError } from 'astro:actions';

export function actionFailure<E, K extends string>(
  error: ActionError,
  fromActionFields: (fields: Record<string, string[] | undefined>) => E,
  isKey: (value: unknown) => value is K,
) {
  return {
    ok: false as const,
    errors: isInputError(error) ? fromActionFields(error.fields) : ({} as E),
    message: isKey(error.message) ? error.message : undefined,
  };
}
