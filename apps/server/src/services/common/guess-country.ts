import { COUNTRIES, type GuessCountryResult } from '@paperbridge/contracts';
import { countryOfIp } from '../../connectors/geo/ip-country.ts';

/**
 * GuessCountry (issue 26; spec 002 §7 guesses the country from the caller's IP address): the caller's registry
 * country from the embedded database, answered only when it is one of the supported countries (else nulls, and
 * the form keeps its default).
 */
export function guessCountry(ip: string | undefined): GuessCountryResult {
  const code = countryOfIp(ip);
  const country = code ? COUNTRIES.find((c) => c.code === code) : undefined;
  return country ? { code: country.code, countryId: country.id } : { code: null, countryId: null };
}
