// Whether a warehouse module can be leased: open to lease, held for a prospective tenant, or let.

export const MODULE_STATUSES = ['available', 'reserved', 'leased'] as const;

export type ModuleStatus = (typeof MODULE_STATUSES)[number];
