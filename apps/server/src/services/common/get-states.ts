import type { CountryCode } from '@paperbridge/contracts';
import { STATES_BY_COUNTRY } from './country-states.data.ts';
import { countryById } from './get-countries.ts';
import { fieldError } from './field-error.ts';

export interface StateOption {
  id: string;
  value: string;
  code: string;
}

/** GetStates?countryId: the country's states/territories/provinces/nations; none for Singapore. */
export function getStates(countryId: number): StateOption[] {
  const country = countryById(countryId);
  if (!country) throw fieldError('countryId', 'Unknown country');
  return (STATES_BY_COUNTRY[country.code] ?? []).map(([code, name]) => ({
    id: `${country.code}-${code}`,
    value: name,
    code,
  }));
}

/** The state code for a code or a name ('qld', 'Queensland' → 'QLD'), or undefined when the country has no such state. */
export function findStateCode(country: CountryCode, codeOrName: string): string | undefined {
  const key = codeOrName.trim().toLowerCase();
  const row = (STATES_BY_COUNTRY[country] ?? []).find(
    ([code, name]) =>
      code.toLowerCase() === key || name.toLowerCase() === key || `${country}-${code}`.toLowerCase() === key,
  );
  return row?.[0];
}
