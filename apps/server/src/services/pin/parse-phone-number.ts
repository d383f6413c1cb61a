import { MSG, normalizeMobileNumber } from '@paperbridge/contracts';
import { fieldError } from '../common/field-error.ts';

export interface ParsedPhone {
  dialCode: string;
  national: string;
  e164: string;
}

export const UNSUPPORTED_DIAL_CODE = MSG.phoneUnsupportedCountry;

/**
 * '+61412345678' (or '+61 412 345 678') → dial code 61, national 412345678, by the same rule the
 * PIN screen uses (packages/contracts phone-number.rules.ts): the dial code is split from the
 * national number (so '+91…' is never read as '+1…', a national trunk prefix is dropped), the
 * spec's national lengths (61→9, 65→8, 44/1/91→10, spec 002 §5 Phone) and the added countries'
 * (49 → 10 to 11, …) are checked, and dial codes of other countries are refused.
 */
export function parsePhoneNumber(phoneNumber: string, field = 'phoneNumber'): ParsedPhone {
  const trimmed = phoneNumber.trim();
  const checked = normalizeMobileNumber(trimmed.startsWith('+') ? trimmed : `+${trimmed}`, '');
  if (!checked.ok) throw fieldError(field, checked.message);
  return checked.phone;
}
