import { CURRENCIES, defaultLocaleFor, type CurrencyCode } from '@paperbridge/contracts';

export type Currency = CurrencyCode;

export const isCurrency = (v: string | null | undefined): v is Currency =>
  (CURRENCIES as readonly (string | null | undefined)[]).includes(v);

/** The company's billing currency by country; Australia's when the country is not set yet (spec 002 §9 default). */
export function currencyForCountry(country: string | null | undefined): Currency {
  const currency = defaultLocaleFor(country).currency;
  return isCurrency(currency) ? currency : 'AUD';
}

/** The currency a company chose in its profile, else its country's (issue 30 point 5). */
export function currencyOfCompany(row: { country: string | null; currency: string | null } | undefined): Currency {
  return isCurrency(row?.currency) ? row.currency : currencyForCountry(row?.country);
}
