import { COUNTRIES } from '@paperbridge/contracts';

export interface CountryOption {
  id: number;
  value: string;
  code: string;
}

/** GetCountries: the six supported countries (spec 002 §3 Country list entry). */
export function getCountries(): CountryOption[] {
  return COUNTRIES.map((c) => ({ id: c.id, value: c.value, code: c.code }));
}

export function countryById(id: number | undefined) {
  return COUNTRIES.find((c) => c.id === id);
}
