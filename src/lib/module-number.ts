// A module's number as it appears in an address (/fragmentos/modulo/7, /modulos/7/ficha-tecnica.pdf).

/** The module number in a path: digits without a leading zero, else null. */
export function moduleNumberParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
