// A form's state with its message keys already in the page's language, for forms the server
// renders without an island (the staff's pages).
import { isMessageKey, translate } from '@/i18n/translate';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n-types';

export function translatedState(state: FormState, locale: Locale): FormState {
  const say = (key: string) => (isMessageKey(key) ? translate(locale, key) : key);
  return {
    ...state,
    errors: state.errors && Object.fromEntries(Object.entries(state.errors).map(([field, key]) => [field, say(key)])),
    formError: state.formError && say(state.formError),
  };
}
