import { MSG } from './validation-messages.ts';

/** [min, max] digits of a national significant number (without the trunk 0). */
type Lengths = readonly [min: number, max: number];

/**
 * Supported countries. The first six are the spec's (spec 002 §3, §9) and keep
 * its exact rules and texts; the rest were added for issue 30 point 5 (a
 * German company gets German defaults). `contact` is the company contact
 * number's length, `mobile` the security-PIN phone's, both as national
 * significant numbers (ITU / libphonenumber's possible lengths, fixed line and
 * mobile for the contact number, mobile only for the PIN). Where a country's
 * numbers vary in length (Germany 5 to 13 digits) a range is accepted.
 * Locale defaults: currency (ISO 4217), date order and separator, decimal
 * mark and thousands grouping as the country writes them.
 */
export const COUNTRIES = [
  {
    id: 1,
    code: 'AU',
    value: 'Australia',
    dialCode: '61',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: true,
    spec: true,
    currency: 'AUD',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 2,
    code: 'IN',
    value: 'India',
    dialCode: '91',
    contact: [10, 10],
    mobile: [10, 10],
    stateRequired: true,
    spec: true,
    currency: 'INR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 3,
    code: 'SG',
    value: 'Singapore',
    dialCode: '65',
    contact: [8, 8],
    mobile: [8, 8],
    stateRequired: false,
    spec: true,
    currency: 'SGD',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 4,
    code: 'US',
    value: 'United States',
    dialCode: '1',
    contact: [10, 10],
    mobile: [10, 10],
    stateRequired: true,
    spec: true,
    currency: 'USD',
    dateOrder: 'MDY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 5,
    code: 'GB',
    value: 'United Kingdom',
    dialCode: '44',
    contact: [10, 10],
    mobile: [10, 10],
    stateRequired: true,
    spec: true,
    currency: 'GBP',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 6,
    code: 'CA',
    value: 'Canada',
    dialCode: '1',
    contact: [10, 10],
    mobile: [10, 10],
    stateRequired: true,
    spec: true,
    currency: 'CAD',
    dateOrder: 'YMD',
    dateSeparator: '-',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 7,
    code: 'AT',
    value: 'Austria',
    dialCode: '43',
    contact: [4, 13],
    mobile: [7, 13],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 8,
    code: 'BE',
    value: 'Belgium',
    dialCode: '32',
    contact: [8, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 9,
    code: 'DK',
    value: 'Denmark',
    dialCode: '45',
    contact: [8, 8],
    mobile: [8, 8],
    stateRequired: false,
    spec: false,
    currency: 'DKK',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 10,
    code: 'FI',
    value: 'Finland',
    dialCode: '358',
    contact: [5, 10],
    mobile: [6, 10],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 11,
    code: 'FR',
    value: 'France',
    dialCode: '33',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 12,
    code: 'DE',
    value: 'Germany',
    dialCode: '49',
    contact: [5, 13],
    mobile: [10, 11],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 13,
    code: 'IE',
    value: 'Ireland',
    dialCode: '353',
    contact: [7, 10],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 14,
    code: 'IT',
    value: 'Italy',
    dialCode: '39',
    contact: [6, 12],
    mobile: [9, 10],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 15,
    code: 'LU',
    value: 'Luxembourg',
    dialCode: '352',
    contact: [4, 11],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 16,
    code: 'NL',
    value: 'Netherlands',
    dialCode: '31',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '-',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 17,
    code: 'NZ',
    value: 'New Zealand',
    dialCode: '64',
    contact: [8, 10],
    mobile: [8, 10],
    stateRequired: false,
    spec: false,
    currency: 'NZD',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: '.',
    groupSeparator: ',',
  },
  {
    id: 18,
    code: 'NO',
    value: 'Norway',
    dialCode: '47',
    contact: [8, 8],
    mobile: [8, 8],
    stateRequired: false,
    spec: false,
    currency: 'NOK',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 19,
    code: 'PL',
    value: 'Poland',
    dialCode: '48',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'PLN',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 20,
    code: 'PT',
    value: 'Portugal',
    dialCode: '351',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 21,
    code: 'ES',
    value: 'Spain',
    dialCode: '34',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'EUR',
    dateOrder: 'DMY',
    dateSeparator: '/',
    decimal: ',',
    groupSeparator: '.',
  },
  {
    id: 22,
    code: 'SE',
    value: 'Sweden',
    dialCode: '46',
    contact: [7, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'SEK',
    dateOrder: 'YMD',
    dateSeparator: '-',
    decimal: ',',
    groupSeparator: '\u00a0',
  },
  {
    id: 23,
    code: 'CH',
    value: 'Switzerland',
    dialCode: '41',
    contact: [9, 9],
    mobile: [9, 9],
    stateRequired: false,
    spec: false,
    currency: 'CHF',
    dateOrder: 'DMY',
    dateSeparator: '.',
    decimal: '.',
    groupSeparator: '\u2019',
  },
] as const satisfies readonly {
  id: number;
  code: string;
  value: string;
  dialCode: string;
  contact: Lengths;
  mobile: Lengths;
  stateRequired: boolean;
  spec: boolean;
  currency: string;
  dateOrder: 'DMY' | 'MDY' | 'YMD';
  dateSeparator: string;
  decimal: ',' | '.';
  groupSeparator: string;
}[];

export type Country = (typeof COUNTRIES)[number];
/** Every country's currency: the billing currencies (the spec's six first) and the profile's currency choices. */
export const CURRENCIES = [
  'USD',
  'INR',
  'AUD',
  'CAD',
  'SGD',
  'GBP',
  'EUR',
  'CHF',
  'DKK',
  'NOK',
  'PLN',
  'SEK',
  'NZD',
] as const satisfies readonly Country['currency'][];
export type CurrencyCode = (typeof CURRENCIES)[number];
export type CountryCode = Country['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];
export const DEFAULT_COUNTRY: CountryCode = 'AU';
export const DEFAULT_STATE = 'QLD';

export function findCountry(codeOrName: string | undefined | null): Country | undefined {
  if (!codeOrName) return undefined;
  const key = codeOrName.trim().toLowerCase();
  return COUNTRIES.find((c) => c.code.toLowerCase() === key || c.value.toLowerCase() === key);
}

/** The spec's six first (its order), then the others by name: the country list's order. */
export const COUNTRY_DIAL_OPTIONS = COUNTRIES.filter((c) => c.code !== 'CA').map((c) => ({
  value: c.dialCode,
  label: c.code === 'US' ? '+1 United States / Canada' : `+${c.dialCode} ${c.value}`,
}));

function lengthMessage([min, max]: Lengths): string {
  return min === max ? MSG.exactlyDigits(min) : `Must be ${min} to ${max} digits`;
}

/** Contact number length: 10 by default, 9 for AU, 8 for SG (spec 002 §5); a range for some added countries. */
export function contactLengthsFor(country: string | undefined | null): Lengths {
  return findCountry(country)?.contact ?? [10, 10];
}

/** The contact number's length error for the country, if any (spec 002 §5 "Must be exactly N digits"). */
export function contactLengthIssue(country: string | undefined | null, digits: string): string | undefined {
  const lengths = contactLengthsFor(country);
  return digits.length < lengths[0] || digits.length > lengths[1] ? lengthMessage(lengths) : undefined;
}

function countryOfDialCode(dialCode: string | undefined | null): Country | undefined {
  const code = (dialCode ?? '').replace(/^\+/, '');
  return COUNTRIES.find((c) => c.dialCode === code);
}

/** Security-PIN phone lengths by dial code: 61→9, 65→8, 44/1/91→10 (spec 002 §5); default 9 (Australia). */
export function phoneLengthsForDialCode(dialCode: string | undefined | null): Lengths {
  return countryOfDialCode(dialCode)?.mobile ?? [9, 9];
}

/** Security-PIN phone length by dial code, the shortest where a range is accepted. */
export function phoneDigitsForDialCode(dialCode: string | undefined | null): number {
  return phoneLengthsForDialCode(dialCode)[0];
}

/**
 * The PIN phone's length error, if any. The spec's countries keep its one text
 * ("Must be exactly 9 digits", spec 002 §5 Phone, whatever the length); the
 * added ones say their own length or range.
 */
export function phoneLengthIssue(dialCode: string | undefined | null, phone: string): string | undefined {
  const lengths = phoneLengthsForDialCode(dialCode);
  if (phone.length >= lengths[0] && phone.length <= lengths[1]) return undefined;
  const country = countryOfDialCode(dialCode);
  return !country || country.spec ? MSG.phoneLength : lengthMessage(lengths);
}
