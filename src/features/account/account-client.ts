// Browser side of the account forms: sends a form to its action (account.actions.ts) and says
// what came back, as a message key the page translated for the island.
import { actions } from 'astro:actions';
import { isAccountMessageKey, type AccountMessageKey } from './account-strings';

export type AccountActionName = 'signIn' | 'signUp' | 'requestReset' | 'resetPassword';
export type AccountResult = { ok: true; next: string } | { ok: false; message: AccountMessageKey };

export async function sendAccountForm(name: AccountActionName, data: FormData): Promise<AccountResult> {
  const { data: result, error } = await actions.account[name](data);
  if (!error) return { ok: true, next: result.next };
  if (isAccountMessageKey(error.message)) return { ok: false, message: error.message };
  return { ok: false, message: error.code === 'TOO_MANY_REQUESTS' ? 'account.rateLimited' : 'account.error' };
}
