// The account forms without JavaScript: each action says where its success leads (`next`): the
// remembered page after signing in, or its own page with a confirmation after the others.
import { formRedirect } from '@/server/form-redirect';

const toNext = (_context: unknown, data: unknown) => (data as { next: string }).next;

export const accountFormRedirect = formRedirect(
  Object.fromEntries(['signIn', 'signUp', 'requestReset', 'resetPassword', 'signOut'].map((name) => [`account.${name}`, toNext])),
);
