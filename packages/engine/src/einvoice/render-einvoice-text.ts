import type { EInvoiceLine, EInvoiceParty } from './einvoice.types.ts';

/** UNTDID 1001 codes of credit notes (EN 16931 allows 381 and 396 among others; 261, 262 and 532 are rare). */
const CREDIT_NOTE_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

export const isCreditNoteCode = (typeCode: string | undefined): boolean =>
  typeCode !== undefined && CREDIT_NOTE_CODES.has(typeCode);

/** The drawn page's title, by the document's type code (BT-3). */
export function invoiceTitle(typeCode: string | undefined): string {
  if (isCreditNoteCode(typeCode)) return 'Credit note';
  if (typeCode === '384') return 'Corrected invoice';
  if (typeCode === '389') return 'Self-billed invoice';
  if (typeCode === '386') return 'Prepayment invoice';
  return 'Invoice';
}

/** A party as an address block: name, street lines, post code and city, country, and its tax ids. */
export function partyLines(party: EInvoiceParty): string[] {
  const a = party.address;
  const place = [a?.postCode, a?.city].filter(Boolean).join(' ');
  return [
    party.name,
    party.tradingName && party.tradingName !== party.name ? party.tradingName : undefined,
    ...(a?.lines ?? []),
    place || undefined,
    [a?.countrySubdivision, a?.countryCode].filter(Boolean).join(' ') || undefined,
    party.vatId ? `VAT ID: ${party.vatId}` : undefined,
    party.taxRegistrationId ? `Tax number: ${party.taxRegistrationId}` : undefined,
    party.legalRegistrationId ? `Registration: ${party.legalRegistrationId}` : undefined,
    party.contact?.email ? `E-mail: ${party.contact.email}` : undefined,
  ].filter((l): l is string => Boolean(l && l.trim()));
}

/** What a line is called on the page: its item name (BT-153), else its description or note. */
export function lineLabel(line: EInvoiceLine): string {
  return (line.name ?? line.description ?? line.note ?? '').trim();
}
