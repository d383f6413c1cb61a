import { DEFAULT_COUNTRY, findCountry, type CountryCode } from '@paperbridge/contracts';
import { countryById } from './get-countries.ts';
import { findStateCode } from './get-states.ts';
import { fieldError } from './field-error.ts';
import type { SuburbOption, SuburbsByState } from './suburbs/suburb-source.ts';
import { loadAuSuburbs } from './suburbs/au-suburbs.source.ts';
import { loadInSuburbs } from './suburbs/in-suburbs.source.ts';
import { loadCaSuburbs, loadUsSuburbs } from './suburbs/us-ca-suburbs.source.ts';
import { GB_PLACES, SG_PLACES } from './suburbs/gb-sg-places.data.ts';

/** Place lists of the spec's six; an added country's city is typed freely (no list). */
const SOURCES: Partial<Record<CountryCode, () => Promise<SuburbsByState>>> = {
  AU: loadAuSuburbs,
  IN: loadInSuburbs,
  US: loadUsSuburbs,
  CA: loadCaSuburbs,
  GB: async () => GB_PLACES,
  SG: async () => SG_PLACES,
};

/** The country's place list, grouped by state code; undefined for a country without one. */
export const placeSourceOf = (code: CountryCode) => SOURCES[code];

export interface GetSuburbsInput {
  state: string;
  countryId?: number;
  search?: string;
  limit: number;
}

/**
 * GetSuburbs?state[&countryId]: suburbs/cities of a state with their post codes, sorted by name.
 * Without countryId the country is Australia (spec 002 §9 default country). Singapore has no
 * states: any state value lists its planning areas.
 */
export async function getSuburbs(input: GetSuburbsInput): Promise<SuburbOption[]> {
  const country = input.countryId === undefined ? findCountry(DEFAULT_COUNTRY)! : countryById(input.countryId);
  if (!country) throw fieldError('countryId', 'Unknown country');
  const source = SOURCES[country.code];
  if (!source) return [];
  const stateCode = country.code === 'SG' ? '' : findStateCode(country.code, input.state);
  if (stateCode === undefined) throw fieldError('state', `Unknown state for ${country.value}`);
  const list = (await source()).get(stateCode) ?? [];
  const search = input.search?.toLowerCase();
  const matching = search
    ? list.filter((s) => s.value.toLowerCase().includes(search) || s.postCode?.toLowerCase().startsWith(search))
    : list;
  return matching.slice(0, input.limit);
}
