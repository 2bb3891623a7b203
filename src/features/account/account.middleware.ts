// The account forms without JavaScript: each action says where its success leads (`next`): the
// remembered page after signing in, or its own page with a confirmation after the others.
import { formRedirect, redirectToNext } from '@/server/form-redirect';
import { account } from './account.actions';

export const accountFormRedirect = formRedirect(
  Object.fromEntries(Object.keys(account).map((name) => [`account.${name}`, redirectToNext])),
);
