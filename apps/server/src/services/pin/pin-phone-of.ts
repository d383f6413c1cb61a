import { contactNumberAsE164 } from '@paperbridge/contracts';

/**
 * The number a security PIN goes to by default, E.164: the phone a PIN was last sent to, else the
 * contact number the user gave with the company details (so the PIN screen is prefilled with it).
 */
export function pinPhoneOf(
  row: { phoneNumber: string | null; contactNumber: string; country: string } | undefined,
): string | null {
  if (!row) return null;
  return row.phoneNumber ?? contactNumberAsE164(row.contactNumber, row.country);
}
