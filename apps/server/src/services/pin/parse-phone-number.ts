import { COUNTRIES, MSG, phoneEntrySchema } from '@paperbridge/contracts';
import { fieldError } from '../common/field-error.ts';

export interface ParsedPhone {
  dialCode: string;
  national: string;
  e164: string;
}

/** Dial codes of the six supported countries, longest first so '+91' is not read as '+1'. */
const DIAL_CODES = [...new Set(COUNTRIES.map((c) => c.dialCode))].sort((a, b) => b.length - a.length);

export const UNSUPPORTED_DIAL_CODE = 'Security PINs can only be sent to Australian, Indian, Singaporean, US, UK and Canadian numbers.';

/**
 * '+61412345678' → dial code 61, national 412345678; the national length is checked
 * per dial code (61→9, 65→8, 44/1/91→10, spec 002 §5 Phone). Other dial codes are refused.
 */
export function parsePhoneNumber(phoneNumber: string, field = 'phoneNumber'): ParsedPhone {
  const digits = phoneNumber.replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) throw fieldError(field, MSG.phoneRequired);
  const dialCode = DIAL_CODES.find((d) => digits.startsWith(d));
  if (!dialCode) throw fieldError(field, UNSUPPORTED_DIAL_CODE);
  const national = digits.slice(dialCode.length);
  const checked = phoneEntrySchema.safeParse({ dialCode, phone: national });
  if (!checked.success) throw fieldError(field, checked.error.issues[0]?.message ?? MSG.phoneRequired);
  return { dialCode, national, e164: `+${dialCode}${national}` };
}
