// How an account is named in the portal's sidebar: a customer is 'C-' and the first 5 characters
// of the profile id (spec §2); staff, who use the same portal pages, are 'ADM-' and the same five,
// under a label of their own, so an admin's id is never called a customer's.
export function customerId(userId: string) {
  return `C-${userId.slice(0, 5)}`;
}

export function staffId(userId: string) {
  return `ADM-${userId.slice(0, 5)}`;
}
