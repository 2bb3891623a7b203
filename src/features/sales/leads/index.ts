// What other features may link to: the leads list's query values for "no module", "nobody" and
// "late only", so a count elsewhere (the overview) opens the list filtered the same way.
export { LATE_ONLY, NO_MODULE, NO_OWNER } from './leads-filters';
