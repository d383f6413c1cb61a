import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { COUNTRIES, MSG, phoneEntrySchema } from '@paperbridge/contracts';
import { fieldError } from '../common/field-error.ts';

export interface ParsedPhone {
  dialCode: string;
  national: string;
  e164: string;
}

const DIAL_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.dialCode));

export const UNSUPPORTED_DIAL_CODE =
  'Security PINs can only be sent to numbers of the supported countries (the Country code list).';

/**
 * '+61412345678' (or '+61 412 345 678') → dial code 61, national 412345678. libphonenumber-js
 * splits the country calling code from the national number (so '+91…' is never read as '+1…' and
 * a national trunk prefix is dropped); the spec's own national lengths (61→9, 65→8, 44/1/91→10,
 * spec 002 §5 Phone), and the added countries' (49 → 10 to 11, …), are then checked with the same
 * schema the web form uses. Dial codes of other countries are refused.
 */
export function parsePhoneNumber(phoneNumber: string, field = 'phoneNumber'): ParsedPhone {
  const trimmed = phoneNumber.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) throw fieldError(field, MSG.phoneRequired);
  const parsed = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  if (!parsed) throw fieldError(field, MSG.phoneRequired);
  const dialCode = parsed.countryCallingCode;
  if (!DIAL_CODES.has(dialCode)) throw fieldError(field, UNSUPPORTED_DIAL_CODE);
  const national = parsed.nationalNumber;
  const checked = phoneEntrySchema.safeParse({ dialCode, phone: national });
  if (!checked.success) throw fieldError(field, checked.error.issues[0]?.message ?? MSG.phoneRequired);
  return { dialCode, national, e164: `+${dialCode}${national}` };
}
