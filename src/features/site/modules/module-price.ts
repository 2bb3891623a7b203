// A module's optional monthly price: rent, condominium fee and IPTU estimate, in centavos, all three
// or none. Visitors see the all-in figure (their sum), or "sob consulta" when there is none.
import { formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { translate } from '@/i18n/translate';

export interface ModulePriceInput {
  rentCents: number | null;
  condoFeeCents: number | null;
  iptuCents: number | null;
}

/** Rent + condomínio + IPTU in centavos, or null when the module has no price. */
export function allInMonthlyCents(price: ModulePriceInput): number | null {
  const { rentCents, condoFeeCents, iptuCents } = price;
  if (rentCents === null || condoFeeCents === null || iptuCents === null) return null;
  return rentCents + condoFeeCents + iptuCents;
}

/** 'R$ 52.500,00/mês' (with its parts), or 'Sob consulta'. */
export function monthlyLabel(cents: number | null, locale: Locale): string {
  return cents === null
    ? translate(locale, 'modules.price.onRequest')
    : translate(locale, 'modules.price.perMonth', { amount: formatMoney(cents, locale) });
}

export interface PriceParts {
  rent: string;
  condoFee: string;
  iptu: string;
}

export function priceParts(price: ModulePriceInput, locale: Locale): PriceParts | null {
  if (allInMonthlyCents(price) === null) return null;
  return {
    rent: formatMoney(price.rentCents!, locale),
    condoFee: formatMoney(price.condoFeeCents!, locale),
    iptu: formatMoney(price.iptuCents!, locale),
  };
}
