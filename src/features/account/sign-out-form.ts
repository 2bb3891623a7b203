// Where the sign-out forms (header SAIR, portal sidebar and settings) post: the home page of their
// language with the account.signOut action (the query Astro's form actions read, as
// `actions.account.signOut` renders it), which then sends the browser there (`next`).
export const signOutFormAction = (home: string) => `${home}?_action=account.signOut`;
