// The one hook behind every action form island. Rendered on the server the form is a plain POST to
// its action (it works without JavaScript; the page passes what a failed post left in `state`);
// hydrated, it checks the form with the action's own schema, sends it through the action client,
// shows field and form messages in the page's language, keeps the form busy meanwhile (with an
// optional time limit), toasts failures, and on success goes where the action says, carrying its
// flash message (or does what the island asks instead).
import { useRef, useState, type FormEvent, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@/components/ui/toaster';
import { writeFlashCookie } from '@/lib/flash';
import type { FormResult, FormState } from '@/lib/forms/form-state';
import { newSubmissionKey } from '@/lib/forms/submission';
import type { z } from '@/lib/forms/zod';
import type { ActionAnswer } from './action-client';

const loadClient = () => import('./action-client');

export interface ActionFormOptions {
  /** The action, as `actions` names it: 'leads.submit'. */
  action: string;
  /** The action's input schema, loaded on first use: () => import('./x.schema').then((m) => m.xSchema). */
  schema: () => Promise<z.ZodMiniObject>;
  /** The island's strings: every message key its schema or its action can give. */
  t: Record<string, string>;
  /** From the page: where the form posts, and what a failed post without JavaScript left. */
  state: FormState;
  /** The message of a failure that has none of its own; with `toastTitle`, failures are toasted too. */
  failure: { text: string; toastTitle?: string; network?: string };
  /** 'live': fields are checked as they are left and again as they are fixed. Otherwise a message
   *  stays until its field is edited. */
  validation?: 'live' | 'on-submit';
  /** Instead of going to the action's `next`. */
  onSuccess?: (result: FormResult, form: HTMLFormElement) => void;
  /** Sends the form another way than the action client (an upload that reports its progress). */
  send?: (data: FormData) => Promise<ActionAnswer>;
  /** Gives up waiting after `ms`, with `message` (the login's 10 s, spec §4). */
  timeout?: { ms: number; message: string };
}

type Errors = Record<string, string>;

export function useActionForm(options: ActionFormOptions) {
  const { t, state, failure } = options;
  const [errors, setErrors] = useState<Errors>(state.errors ?? {});
  const [formError, setFormError] = useState<string | undefined>(state.formError);
  const [busy, setBusy] = useState(false);
  // A new generation remounts the fields empty: the reset after a success that stays on the page.
  const [generation, setGeneration] = useState(0);
  // Sent with the form (a hidden field): a retry of the same submission creates nothing twice.
  const [submission, setSubmission] = useState(state.submission);
  // Each submit gets a number: an answer after the time limit (or a newer submit) is ignored.
  const attempt = useRef(0);
  const text = (key: string | undefined) => (key === undefined ? undefined : (t[key] ?? t[failure.text]));

  // The data is read before the form turns busy: a disabled fieldset's fields are not in FormData.
  async function check(data: FormData) {
    const [client, schema] = await Promise.all([loadClient(), options.schema()]);
    return client.validateForm(schema, data);
  }

  /** A failure: the form's message (unless the fields say it all), and a toast if the form has one. */
  function fail(message: string | undefined) {
    setFormError(message);
    const description = text(message ?? failure.text);
    if (failure.toastTitle) toast({ title: text(failure.toastTitle) ?? '', description, variant: 'destructive' });
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const id = ++attempt.current;
    const current = () => attempt.current === id;
    const finish = () => {
      attempt.current++;
      setBusy(false);
    };
    setFormError(undefined);
    setBusy(true);
    const timer =
      options.timeout &&
      setTimeout(() => {
        if (!current()) return;
        finish();
        setFormError(options.timeout?.message);
      }, options.timeout.ms);
    try {
      const found = await check(data);
      if (!current()) return;
      if (Object.keys(found).length > 0) {
        // Rendered at once, so the fields are enabled again before the first invalid one (in the
        // order the form shows them) takes the focus.
        flushSync(() => {
          finish();
          setErrors(found);
        });
        [...form.elements]
          .find((el): el is HTMLElement => 'name' in el && found[String(el.name)] !== undefined)
          ?.focus();
        return;
      }
      setErrors({});
      const answer = options.send
        ? await options.send(data)
        : await (await loadClient()).sendForm(options.action, data);
      if (!current()) return;
      if (!answer.ok) {
        finish();
        setErrors(answer.fieldErrors);
        const fieldsSayIt = answer.message === undefined && Object.keys(answer.fieldErrors).length > 0;
        fail(fieldsSayIt ? undefined : (answer.message ?? failure.text));
        return;
      }
      if (options.onSuccess) {
        finish();
        options.onSuccess(answer.result, form);
        return;
      }
      // Busy until the next page shows.
      attempt.current++;
      if (answer.result.flash) writeFlashCookie(answer.result.flash);
      location.assign(answer.result.next);
    } catch {
      if (!current()) return;
      finish();
      fail(failure.network ?? failure.text);
    } finally {
      clearTimeout(timer);
    }
  }

  async function recheck(form: HTMLFormElement, field: string) {
    try {
      const found = await check(new FormData(form));
      setErrors((previous) => ({ ...previous, [field]: found[field] }) as Errors);
    } catch {
      // The check did not load (offline?): the submit reports it.
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name;
    setFormError(undefined);
    if (!errors[field]) return;
    if (options.validation === 'live') void recheck(event.currentTarget, field);
    else setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function onBlur(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name;
    if (options.validation === 'live' && field) void recheck(event.currentTarget, field);
  }

  const messages = Object.fromEntries(
    Object.entries(errors).flatMap(([f, key]) => (key ? [[f, text(key) as string]] : [])),
  );
  return {
    busy,
    /** The translated message of each invalid field. */
    errors: messages as Partial<Record<string, string>>,
    /** The form's own message, translated. */
    formError: text(formError),
    /** The first message to show when the form has one alert for everything (account forms). */
    firstMessage: text(formError) ?? Object.values(messages)[0],
    /** The values a failed post sent, until the form is reset. */
    values: generation === 0 ? (state.values ?? {}) : {},
    /** Remounts the fields empty (use as the form's `key`). */
    generation,
    /** The submission key, for the form's hidden `submission` field. */
    submission,
    reset: () => {
      setErrors({});
      setFormError(undefined);
      setSubmission(newSubmissionKey());
      setGeneration((g) => g + 1);
    },
    /** Spread on the <form>. */
    formProps: {
      method: 'post',
      action: state.action,
      noValidate: true,
      onSubmit,
      onChange,
      onBlur,
      onFocus: () => void Promise.all([loadClient(), options.schema()]).catch(() => undefined),
    },
  };
}
