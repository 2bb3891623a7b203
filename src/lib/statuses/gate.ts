// Gate passes: who is expected at the gatehouse (a visitor or a truck) and, for a walk-in the
// guard registered, the tenant's answer.

export const PASS_KINDS = ['visitor', 'truck'] as const;
export type PassKind = (typeof PASS_KINDS)[number];

/** What a truck comes to do at the dock. */
export const TRUCK_OPERATIONS = ['load', 'unload'] as const;
export type TruckOperation = (typeof TRUCK_OPERATIONS)[number];

export const DOCUMENT_KINDS = ['cpf', 'rg'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A pass the tenant registered is approved; a walk-in waits for the tenant's answer. */
export const PASS_APPROVALS = ['approved', 'pending', 'refused'] as const;
export type PassApproval = (typeof PASS_APPROVALS)[number];
