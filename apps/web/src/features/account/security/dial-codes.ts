import { phoneDigitsForDialCode } from '@paperbridge/contracts';

/** Dial codes of the six supported countries (US and Canada share +1); +61 is the default. */
export const DIAL_OPTIONS = [
  { value: '61', label: '+61 Australia' },
  { value: '91', label: '+91 India' },
  { value: '65', label: '+65 Singapore' },
  { value: '1', label: '+1 United States / Canada' },
  { value: '44', label: '+44 United Kingdom' },
];
export const DEFAULT_DIAL = '61';

/** Splits '+61412345678' into the dial code and the local number, when it matches a supported length. */
export function splitPhone(full: string | null | undefined): { dialCode: string; phone: string } {
  const digits = (full ?? '').replace(/[^\d]/g, '');
  if (!digits) return { dialCode: DEFAULT_DIAL, phone: '' };
  for (const { value } of [...DIAL_OPTIONS].sort((a, b) => b.value.length - a.value.length)) {
    const rest = digits.slice(value.length);
    if (digits.startsWith(value) && rest.length === phoneDigitsForDialCode(value)) return { dialCode: value, phone: rest };
  }
  return { dialCode: DEFAULT_DIAL, phone: digits.length > 10 ? '' : digits };
}
