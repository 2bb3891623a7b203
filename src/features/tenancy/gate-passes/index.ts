// What other features use of gate passes: the identity rules (plates, documents, codes) and the
// walk-in form's schema, which the gatehouse shares.
export { displayCode, displayPlate, maskDocument, normaliseCode, normalisePlate } from './gate-identity';
export { gateMoveSchema, walkInSchema, type GateMoveInput, type WalkInInput } from './gate-pass.schema';
