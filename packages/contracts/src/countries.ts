/**
 * The six supported countries (spec 002 §3, §9). `contactDigits` is the
 * company contact-number length, `phoneDigits` the security-PIN phone length.
 */
export const COUNTRIES = [
  { id: 1, code: 'AU', value: 'Australia', dialCode: '61', contactDigits: 9, phoneDigits: 9, stateRequired: true },
  { id: 2, code: 'IN', value: 'India', dialCode: '91', contactDigits: 10, phoneDigits: 10, stateRequired: true },
  { id: 3, code: 'SG', value: 'Singapore', dialCode: '65', contactDigits: 8, phoneDigits: 8, stateRequired: false },
  { id: 4, code: 'US', value: 'United States', dialCode: '1', contactDigits: 10, phoneDigits: 10, stateRequired: true },
  { id: 5, code: 'GB', value: 'United Kingdom', dialCode: '44', contactDigits: 10, phoneDigits: 10, stateRequired: true },
  { id: 6, code: 'CA', value: 'Canada', dialCode: '1', contactDigits: 10, phoneDigits: 10, stateRequired: true },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'AU';
export const DEFAULT_STATE = 'QLD';

export function findCountry(codeOrName: string | undefined | null) {
  if (!codeOrName) return undefined;
  const key = codeOrName.trim().toLowerCase();
  return COUNTRIES.find((c) => c.code.toLowerCase() === key || c.value.toLowerCase() === key);
}

/** Contact number length: 10 by default, 9 for AU, 8 for SG (spec 002 §5). */
export function contactDigitsFor(country: string | undefined | null): number {
  return findCountry(country)?.contactDigits ?? 10;
}

/** Security-PIN phone length by dial code: 61→9, 65→8, 44/1/91→10; default 9 (Australia). */
export function phoneDigitsForDialCode(dialCode: string | undefined | null): number {
  switch ((dialCode ?? '').replace(/^\+/, '')) {
    case '65': return 8;
    case '44': case '1': case '91': return 10;
    default: return 9;
  }
}
