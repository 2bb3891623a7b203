// Where the sign-out forms (header SAIR, dashboard sidebar) post: the home page of their language,
// with the account.signOut action, which then sends the browser there (`next`).
import { actions } from 'astro:actions';

export const signOutFormAction = (home: string) => `${home}${String(actions.account.signOut)}`;
