import { parsePhoneNumberFromString, type CountryCode as PhoneRegion } from 'libphonenumber-js/min';
import { COUNTRIES, contactLengthIssue, findCountry, phoneLengthIssue } from './countries.ts';
import { MSG } from './validation-messages.ts';

/**
 * One phone number in its one normal form (issue 26 point 1): the country's dial code, the national
 * significant number (digits only, no trunk 0, no dial code) and the two together as E.164. The
 * company's contact number is stored as `national` (its country says the dial code), a security-PIN
 * phone as `e164`.
 */
export interface NormalPhone {
  dialCode: string;
  national: string;
  e164: string;
}
export type PhoneCheck = { ok: true; phone: NormalPhone } | { ok: false; message: string };

/** What people type around the digits: spaces, a leading +, brackets, dashes, dots and slashes. */
const TYPED = /^\+?[\d\s().\-/]+$/;

const regionOfDialCode = (dialCode: string) => COUNTRIES.find((c) => c.dialCode === dialCode)?.code;
const SUPPORTED_DIAL_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.dialCode));

const dialCodeOf = (value: string) => value.trim().replace(/^\+/, '');

/**
 * Reads a number as typed for a country: '0412 345 678', '412345678', '+61 412 345 678' and
 * '61412345678' all read as +61 412345678 for Australia. libphonenumber-js drops the national
 * trunk prefix only where the country has one (Italy keeps its leading 0) and splits a typed
 * +code from the rest, so '+91…' is never read as '+1…'. Digits typed without a + whose start
 * merely looks like the dial code stay as typed when they already have the country's length
 * (a German '4931 12345' is a number in Norden, not +49 31 12345): stored numbers, which were
 * digits only, read back unchanged.
 */
function readTyped(typed: string, region: string, fits: (national: string) => boolean): NormalPhone | undefined {
  const parsed = parsePhoneNumberFromString(typed, region as PhoneRegion);
  if (!parsed) return undefined;
  const dialCode = parsed.countryCallingCode;
  const digits = typed.replace(/\D/g, '');
  const strippedDialCode =
    !typed.startsWith('+') && digits === `${dialCode}${parsed.nationalNumber}` && !digits.startsWith('0');
  const national = strippedDialCode && fits(digits) ? digits : parsed.nationalNumber;
  return { dialCode, national, e164: `+${dialCode}${national}` };
}

/** The digits a user meant as the national number when the text reads as no number at all ('0', '+'). */
const bareDigits = (typed: string) => typed.replace(/\D/g, '').replace(/^0/, '');

/**
 * The company contact number, typed for the selected country: spaces, the national leading 0 and
 * the country's own +code are accepted; the spec's length rule (spec 002 §5 "Must be exactly 9
 * digits" for Australia) then applies to the national number. A number of another country is
 * refused, since the stored contact number is read with the company's dial code.
 */
export function normalizeContactNumber(typed: string, country: string): PhoneCheck {
  const text = typed.trim();
  if (!text || !TYPED.test(text)) return { ok: false, message: MSG.contactNumberInvalid };
  const own = findCountry(country);
  if (!own) return { ok: false, message: MSG.contactNumberInvalid };
  const phone = readTyped(text, own.code, (national) => !contactLengthIssue(own.code, national));
  if (!phone) {
    const issue = contactLengthIssue(own.code, bareDigits(text));
    return { ok: false, message: issue ?? MSG.contactNumberInvalid };
  }
  if (phone.dialCode !== own.dialCode) return { ok: false, message: MSG.phoneOtherCountry(own.value, own.dialCode) };
  const issue = contactLengthIssue(own.code, phone.national);
  return issue ? { ok: false, message: issue } : { ok: true, phone };
}

/**
 * The security-PIN phone, typed next to the selected dial code: spaces and the national leading 0
 * are accepted, and a typed +code of another supported country is taken as that country's number.
 * The PIN lengths by dial code (61→9, 65→8, 44/1/91→10, spec 002 §5 Phone; the added countries'
 * own) apply to the national number; other dial codes are refused.
 */
export function normalizeMobileNumber(typed: string, dialCode: string): PhoneCheck {
  const text = typed.trim();
  if (!text || !TYPED.test(text)) return { ok: false, message: MSG.phoneRequired };
  const selected = dialCodeOf(dialCode);
  const region = regionOfDialCode(selected);
  if (!region && !text.startsWith('+')) return { ok: false, message: MSG.phoneUnsupportedCountry };
  const phone = readTyped(text, region ?? 'AU', (national) => !phoneLengthIssue(selected, national));
  if (!phone) {
    const issue = region ? phoneLengthIssue(selected, bareDigits(text)) : undefined;
    return { ok: false, message: issue ?? MSG.phoneRequired };
  }
  if (!SUPPORTED_DIAL_CODES.has(phone.dialCode)) return { ok: false, message: MSG.phoneUnsupportedCountry };
  const issue = phoneLengthIssue(phone.dialCode, phone.national);
  return issue ? { ok: false, message: issue } : { ok: true, phone };
}

/**
 * A stored E.164 number split into a supported dial code and its national number, whatever its
 * length (a landline contact number prefills the PIN screen too; the length is checked on sending).
 */
export function splitInternationalNumber(e164: string | null | undefined): Omit<NormalPhone, 'e164'> | undefined {
  const text = (e164 ?? '').trim();
  if (!text.startsWith('+') || !TYPED.test(text)) return undefined;
  const phone = readTyped(text, 'AU', () => false);
  return phone && SUPPORTED_DIAL_CODES.has(phone.dialCode)
    ? { dialCode: phone.dialCode, national: phone.national }
    : undefined;
}

/** The PIN screen's default: the stored PIN phone, else the contact number with the country's dial code. */
export function contactNumberAsE164(contactNumber: string | null | undefined, country: string | null | undefined) {
  if (!contactNumber) return null;
  const checked = normalizeContactNumber(contactNumber, country ?? '');
  return checked.ok ? checked.phone.e164 : null;
}
