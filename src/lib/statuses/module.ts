// Whether a warehouse module can be leased.

export const MODULE_STATUSES = ['available', 'leased'] as const;

export type ModuleStatus = (typeof MODULE_STATUSES)[number];
