// What a page needs after a form post without JavaScript whose action failed: where the form
// posts, the values as sent (to show again) and the messages, as keys the island translates.
import { isInputError, type ActionClient } from 'astro:actions';
import type { AstroGlobal } from 'astro';
import type { FormState } from '@/lib/forms/form-state';
import { newSubmissionKey, SUBMISSION_FIELD } from '@/lib/forms/submission';

/** The values a failed post sent, kept by the form-post middleware (never a secret field). */
export interface FailedPost {
  action: string;
  values: Record<string, string>;
}

// Never sent back to the browser: passwords, tokens, secrets, and the two-factor forms' `code`
// (a postal code, `postalCode`, is not one: it is shown again to be corrected).
const SECRET_FIELD = /password|token|secret|^code$/i;

export async function readFailedPost(request: Request, action: string): Promise<FailedPost> {
  // A clone: the body stays unread for the page's renderer.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !SECRET_FIELD.test(name) && !name.startsWith('_')) values[name] = value;
  }
  return { action, values };
}

type PageContext = Pick<AstroGlobal, 'url' | 'locals' | 'getActionResult'>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyAction = ActionClient<any, 'form', any> & string;

/** The URL a form posts to without JavaScript: this page (its query kept) with the action's name. */
export function formActionUrl(url: URL, action: AnyAction): string {
  const target = new URL(url);
  target.searchParams.set('_action', String(action).replace(/^\?_action=/, ''));
  return `${target.pathname}${target.search}`;
}

/** The form's state for its island: its URL, and after a failed post the values and messages. */
export function formState(astro: PageContext, action: AnyAction): FormState {
  // A failed post keeps its key: nothing was created with it.
  const submission = astro.locals.failedPost?.values[SUBMISSION_FIELD] ?? newSubmissionKey();
  const state: FormState = { action: formActionUrl(astro.url, action), submission };
  const result = astro.getActionResult(action);
  if (!result?.error) return state;
  const { error } = result;
  state.values = astro.locals.failedPost?.values ?? {};
  if (isInputError(error)) {
    state.errors = Object.fromEntries(
      Object.entries(error.fields).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    );
  } else {
    state.formError = error.message;
  }
  return state;
}
