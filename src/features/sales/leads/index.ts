// What other features may link to: the leads list's query values for "no module", "nobody" and
// "late only", so a count elsewhere (the overview) opens the list filtered the same way.
export { LATE_ONLY, NO_MODULE, NO_OWNER } from './leads-filters';
// The lead page's visit form, whose action is the visits' (src/features/sales/visits).
export { visitSchema, type VisitInput } from './admin-leads.schema';
