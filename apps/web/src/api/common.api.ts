import { ADMIN_CALLS } from '@paperbridge/contracts';
import { callApi } from './call-api';

export type { AddressSuggestion, CountryOption, StateOption, SuburbOption, AbnResult } from '@paperbridge/contracts';

export const commonApi = {
  getCountries: () => callApi(ADMIN_CALLS.getCountries),
  getStates: (countryId: number) => callApi(ADMIN_CALLS.getStates, { query: { countryId } }),
  getSuburbs: (state: string, countryId?: number) => callApi(ADMIN_CALLS.getSuburbs, { query: { state, countryId } }),
  verifyAbn: (abn: string, name: string) => callApi(ADMIN_CALLS.verifyAbn, { query: { abn, name } }),
  /** issue 26: places of the country's list matching what was typed (quiet: a suggestion list, not a page) */
  searchAddress: (query: string, countryId: number) =>
    callApi(ADMIN_CALLS.searchAddress, { query: { query, countryId } }, { quiet: true, silent: true }),
  guessCountry: () => callApi(ADMIN_CALLS.guessCountry, {}, { quiet: true, silent: true }),
};
