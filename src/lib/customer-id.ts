// How a customer is named in the portal (spec §2): 'C-' and the first 5 characters of the profile id.
export function customerId(userId: string) {
  return `C-${userId.slice(0, 5)}`;
}
