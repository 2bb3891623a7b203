// Small pieces the portal's layout and tabs share.

/** The customer portal's tabs (the layout's sidebar marks the current one). */
export type PortalTab = 'overview' | 'shipments' | 'documents' | 'charges' | 'notifications' | 'settings' | 'support';

/** The look of every card in the portal. */
export const portalCard = 'rounded-lg border bg-background p-5 shadow-xs';

/** Spec §2: 'C-' and the first 5 characters of the profile id. */
export function customerId(userId: string) {
  return `C-${userId.slice(0, 5)}`;
}
