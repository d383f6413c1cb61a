import type { AddressSuggestion, CountryCode, SearchAddressQuery } from '@paperbridge/contracts';
import { createGeoapifyPlaces, type HostedPlace } from '../../connectors/geo/geoapify-places.connector.ts';
import type { AppContext } from '../../context/app-context.ts';
import { countryById } from './get-countries.ts';
import { findStateCode } from './get-states.ts';
import { fieldError } from './field-error.ts';
import { searchEmbeddedPlaces } from './search-embedded-places.ts';

const LIMIT = 8;
/** where the form's "suburb" is the postal suburb rather than the city */
const SUBURB_FIRST = new Set<string>(['AU']);

/**
 * SearchAddress?query&countryId (issue 26; spec 002 §2 asks for an address autocomplete): the hosted places
 * provider when PLACES_API_KEY is set, else the embedded place lists that work offline. A provider that fails or
 * times out is logged and the embedded lists answer instead: a form that suggests suburbs beats one that errors.
 */
export async function searchAddress(
  ctx: Pick<AppContext, 'config' | 'log'>,
  q: SearchAddressQuery,
): Promise<AddressSuggestion[]> {
  const country = countryById(q.countryId);
  if (!country) throw fieldError('countryId', 'Unknown country');
  const places = ctx.config.places;
  if (places.kind === 'geoapify' && q.query.trim().length >= 3) {
    try {
      const found = await createGeoapifyPlaces(places).search(q.query.trim(), country.code, LIMIT);
      return found
        .filter((p) => !p.countryCode || p.countryCode === country.code)
        .map((p) => suggestionOf(p, country))
        .filter((s): s is AddressSuggestion => s !== null);
    } catch (err) {
      ctx.log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'the places provider failed; the address search answered from the embedded lists',
      );
    }
  }
  return searchEmbeddedPlaces(q.query, country, LIMIT);
}

/** A hosted place in the form's terms; a place without a suburb or city (a state, a country) fills nothing and is left out. */
function suggestionOf(p: HostedPlace, country: { id: number; code: CountryCode }): AddressSuggestion | null {
  const suburb = SUBURB_FIRST.has(country.code) ? (p.suburb ?? p.city) : (p.city ?? p.suburb);
  if (!suburb) return null;
  const state =
    (p.stateCode && findStateCode(country.code, p.stateCode)) ||
    (p.state && findStateCode(country.code, p.state)) ||
    '';
  return {
    id: `geo-${p.id}`,
    label: p.label || [p.street, suburb, state, p.postCode].filter(Boolean).join(' '),
    address1: p.street,
    suburb,
    state,
    postCode: p.postCode,
    countryId: country.id,
  };
}
