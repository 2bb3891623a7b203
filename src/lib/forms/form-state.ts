// The shapes a form island and its server share: what a page gives the island, and what every
// form action returns.
import type { Flash } from '@/lib/flash';

/** What the page gives a form island (src/server/forms/failed-post.ts builds it). */
export interface FormState {
  /** Where the form posts without JavaScript: the page with `?_action=<name>`. */
  action: string;
  /** After a failed post without JavaScript: the values sent (secrets never come back). */
  values?: Record<string, string>;
  /** Message keys per field, from the schema's rules. */
  errors?: Record<string, string>;
  /** The form's message key, when the failure was not a field's. */
  formError?: string;
}

/** What a form action returns on success: where to go next and the message to show there. */
export interface FormResult {
  next: string;
  flash?: Flash;
}
