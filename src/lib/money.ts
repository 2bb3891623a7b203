// Amounts in BRL as staff type them, read into whole centavos. Shared by the forms' schemas (browser
// and server) and their tests: '1.234,56', '1234,56' and '1234.56' are all R$ 1.234,56.

// Thousands grouped by dots with a comma decimal; or no grouping with a comma or dot decimal.
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * Centavos for `input` ('R$' and spaces allowed), or undefined when it is not an amount written the
 * Brazilian way. A single dot followed by three digits ('1.234') is read as thousands.
 */
export function parseBrl(input: string): number | undefined {
  const text = input.replace(/^\s*R\$\s*/i, '').replace(/\s/g, '');
  // Grouped: the dots are thousands; plain: the one dot or comma is the decimal mark.
  const parts = GROUPED.test(text)
    ? text.replace(/\./g, '').split(',')
    : PLAIN.test(text)
      ? text.split(/[.,]/)
      : undefined;
  if (!parts) return undefined;
  const [whole = '', fraction = ''] = parts;
  if (whole.length > 12) return undefined;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
