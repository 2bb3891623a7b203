// Where "Tenho interesse" on a module and "Agendar visita" lead: the booking page of the free visit
// slots, with the module kept as `?modulo=N` (src/features/sales/visits). The contact form reads the same
// parameter, for links that bring a module to it.
export const CONTACT_SECTION_ID = 'contact-form-section';
export const MODULE_QUERY_PARAM = 'modulo';
export const BOOKING_PATH = '/agendar-visita';

/** The booking page for module `module` from the site at `basePath` ('/' or '/en'). */
export function interestHref(basePath: string, module: number): string {
  return `${basePath === '/' ? '' : basePath}${BOOKING_PATH}?${MODULE_QUERY_PARAM}=${module}`;
}
