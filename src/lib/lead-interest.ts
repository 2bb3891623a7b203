// How "Tenho interesse" on a module reaches the contact form.
// Without JS it is a link to `?modulo=N#contact-form-section` (the page passes N to the form).
// With JS the button calls announceInterest(N): the form hears the event and the page scrolls.
export const CONTACT_SECTION_ID = 'contact-form-section';
export const MODULE_QUERY_PARAM = 'modulo';
const EVENT = 'lead:interest';

export interface LeadInterestDetail {
  module: number;
}

/** The no-JS href for a module's "Tenho interesse" on the page at `basePath` ('/' or '/en'). */
export function interestHref(basePath: string, module: number): string {
  return `${basePath}?${MODULE_QUERY_PARAM}=${module}#${CONTACT_SECTION_ID}`;
}

export function announceInterest(module: number) {
  window.dispatchEvent(new CustomEvent<LeadInterestDetail>(EVENT, { detail: { module } }));
  const section = document.getElementById(CONTACT_SECTION_ID);
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(null, '', `?${MODULE_QUERY_PARAM}=${module}#${CONTACT_SECTION_ID}`);
}

/** Subscribes to interest announcements; returns the unsubscribe function. */
export function onInterest(listener: (detail: LeadInterestDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LeadInterestDetail>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
