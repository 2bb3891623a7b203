// The state every account form shares: its message (a key), busy while the action runs, and an
// optional time limit after which busy ends with a message (the login's 10 s, spec §4).
import { useRef, useState, type SubmitEvent } from 'react';
import { sendAccountForm, type AccountActionName } from './account-client';
import type { AccountMessageKey } from './account-strings';

interface Options {
  action: AccountActionName;
  /** The message the server rendered after a form post without JavaScript. */
  initialError?: AccountMessageKey;
  /** Checks the form before sending it: a message key, or undefined when it may go. */
  validate: (data: FormData) => AccountMessageKey | undefined;
  /** After success; return true while the page is navigating away (busy stays on). */
  onSuccess: (next: string) => boolean | void;
  timeout?: { ms: number; message: AccountMessageKey };
}

export function useAccountForm({ action, initialError, validate, onSuccess, timeout }: Options) {
  const [error, setError] = useState<AccountMessageKey | undefined>(initialError);
  const [busy, setBusy] = useState(false);
  // Each submit gets a number: an answer after the time limit (or a newer submit) is ignored.
  const attempt = useRef(0);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const problem = validate(data);
    setError(problem);
    if (problem) return;
    const id = ++attempt.current;
    const current = () => attempt.current === id;
    const finish = (message?: AccountMessageKey) => {
      attempt.current++;
      setError(message);
      setBusy(false);
    };
    setBusy(true);
    const timer = timeout && setTimeout(() => current() && finish(timeout.message), timeout.ms);
    try {
      const result = await sendAccountForm(action, data);
      if (!current()) return;
      if (!result.ok) return finish(result.message);
      if (onSuccess(result.next) === true) attempt.current++;
      else finish();
    } catch {
      if (current()) finish('account.networkError');
    } finally {
      clearTimeout(timer);
    }
  }

  return { error, busy, onSubmit, clearError: () => setError(undefined) };
}
