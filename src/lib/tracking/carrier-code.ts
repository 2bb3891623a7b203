// Carriers a shipment can be handed to, and their own tracking codes. Correios codes are UPU S10
// ('AA123456785BR': two letters, eight digits, a check digit, the country), checked by their
// check digit; other carriers' codes are kept as the staff type them.

export const CARRIERS = ['correios', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const S10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The S10 check digit of eight serial digits. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * (S10_WEIGHTS[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** The code in its stored form (upper case, no spaces) when it is a valid S10 code; else undefined. */
export function parseS10(input: string): string | undefined {
  const code = input.toUpperCase().replace(/\s/g, '');
  const match = S10.exec(code);
  if (!match || s10CheckDigit(match[2] as string) !== Number(match[3])) return undefined;
  return code;
}

/** Where a customer follows the code on the carrier's own site, when the site knows it. */
export function carrierTrackingUrl(carrier: Carrier, code: string): string | undefined {
  if (carrier === 'correios')
    return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
  return undefined;
}
