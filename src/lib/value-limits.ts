// The largest values the forms accept, for the forms' rules and for whatever must fit them (the
// reports' columns are sized to these), so it imports nothing.

/** The largest charge accepted: R$ 10.000.000,00. */
export const MAX_CHARGE_CENTS = 10_000_000_00;

/** The heaviest shipment accepted, in kilograms. */
export const MAX_WEIGHT_KG = 1_000_000;
