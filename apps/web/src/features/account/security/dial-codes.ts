import { COUNTRY_DIAL_OPTIONS, defaultLocaleFor, phoneLengthsForDialCode } from '@paperbridge/contracts';

/** Dial codes of the supported countries (US and Canada share +1): the spec's six, then the added ones (issue 30). */
export const DIAL_OPTIONS = COUNTRY_DIAL_OPTIONS;
/** Without a company country: Australia's +61 (spec 002 §9 default). */
export const DEFAULT_DIAL = '61';

/** The company's own dial code (+49 for a German company), the phone field's default. */
export const dialCodeForCountry = (country: string | null | undefined) =>
  country ? defaultLocaleFor(country).dialCode : DEFAULT_DIAL;

/**
 * Splits '+61412345678' into the dial code and the local number, when it matches a supported length;
 * otherwise the company's dial code with the digits as typed.
 */
export function splitPhone(
  full: string | null | undefined,
  fallbackDial = DEFAULT_DIAL,
): { dialCode: string; phone: string } {
  const digits = (full ?? '').replace(/[^\d]/g, '');
  if (!digits) return { dialCode: fallbackDial, phone: '' };
  for (const { value } of [...DIAL_OPTIONS].sort((a, b) => b.value.length - a.value.length)) {
    const rest = digits.slice(value.length);
    const [min, max] = phoneLengthsForDialCode(value);
    if (digits.startsWith(value) && rest.length >= min && rest.length <= max) return { dialCode: value, phone: rest };
  }
  return { dialCode: fallbackDial, phone: digits.length > 13 ? '' : digits };
}
