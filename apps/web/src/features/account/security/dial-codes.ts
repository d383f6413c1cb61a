import { COUNTRY_DIAL_OPTIONS, defaultLocaleFor, splitInternationalNumber } from '@paperbridge/contracts';

/** Dial codes of the supported countries (US and Canada share +1): the spec's six, then the added ones (issue 30). */
export const DIAL_OPTIONS = COUNTRY_DIAL_OPTIONS;
/** Without a company country: Australia's +61 (spec 002 §9 default). */
export const DEFAULT_DIAL = '61';

/** The company's own dial code (+49 for a German company), the phone field's default. */
export const dialCodeForCountry = (country: string | null | undefined) =>
  country ? defaultLocaleFor(country).dialCode : DEFAULT_DIAL;

/**
 * Splits '+61412345678' (the stored PIN phone, or the contact number given with the company details)
 * into the dial code and the national number; anything else leaves the field empty under the
 * company's dial code.
 */
export function splitPhone(
  full: string | null | undefined,
  fallbackDial = DEFAULT_DIAL,
): { dialCode: string; phone: string } {
  const split = splitInternationalNumber(full);
  return split ? { dialCode: split.dialCode, phone: split.national } : { dialCode: fallbackDial, phone: '' };
}
