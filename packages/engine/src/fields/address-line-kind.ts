import { isKnownLabel, normaliseLabel } from './field-vocabulary.ts';
import { ADDRESS_WORD } from './supplier-by-layout.ts';
import { dateIn, valueKind } from './value-kind.ts';

const CONTACT =
  /\b(tel|telephone|phone|ph|fax|hp|h p|mobile|mob|hotline|whatsapp|e ?mail|email|website|web|www|http|https)\b/;
const TAX_OR_REG =
  /\b(gst|sst|abn|acn|vat|tin|gstin|btw|tva|ust|iva|nip|siret|siren|rcs|kvk|hrb|roc|brn|co no|co reg|company no|company reg|reg no|registration|steuer)\b/;
const TITLE =
  /\b(invoice|receipt|cash ?bill|bill|quotation|credit note|delivery order|order confirmation|factuur|rechnung|facture|factura|fattura|faktura|resit|invois)\b/;
/**
 * "Address:", "Business address", "Alamat": a label over (or beside, after its colon) the supplier's address; a
 * customer's ("Billing address", "Adresse de l'installation") is not this.
 */
export const ADDRESS_LABEL =
  /^(?:(?:supplier|vendor|seller|merchant|company|business|store|shop|office|registered|head office|outlet|branch) )?(?:address|addr|adres|adresse|anschrift|alamat|direccion|indirizzo|adresa)\s*(?::\s*(.*))?$/i;
/**
 * A postcode-like number standing alone, 4-6 digits before a space, a comma or a place ("81100 Johor", "D-63571",
 * "1012 AB", "45600BATANG" as OCR joins it), not a company number ("65351-M"), an amount or a time ("1000 HRS");
 * or a UK postcode ("SW1A 1AA").
 */
const POSTCODE =
  /(?:^|[^\d.,:/-])(?:[A-Z]{1,2}-)?\d{4,6}(?=$|[\s,.;)]|\p{L}{2})(?![.,]\d)(?!\s?(?:hrs?|hours|am|pm)\b)|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/iu;
/** A house number opening the line and set off by a comma: "12, Jalan Tampoi", "No 1&3, …", "17-G, …". */
const HOUSE_NUMBER = /^(?:no\.?\s?)?\d{1,5}[a-z]?(?:\s?[-/&]\s?\d*[a-z]?)*\s*,/i;

/** A phone number alone on its row, as printed or as OCR reads it ("03-7845 $155"): mostly digits, with a dash or brackets. */
const isPhoneLike = (text: string) => {
  const chars = text.replace(/\s/g, ''),
    digits = (chars.match(/\d/g) ?? []).length;
  return valueKind(text) === 'phone' || (digits >= 7 && digits >= 0.75 * chars.length && /\d-\d|\(\d/.test(chars));
};

/** A phone, fax, e-mail or web line: it ends an address, whatever else it holds. */
export const isContactLine = (text: string): boolean =>
  /@|www\.|https?:/i.test(text) || CONTACT.test(normaliseLabel(text)) || isPhoneLike(text);

/** A short line that names the document ("TAX INVOICE", "Receipt") or is a known label on its own. */
export const isTitleLine = (text: string): boolean => {
  const norm = normaliseLabel(text);
  return norm.split(' ').length <= 4 && (TITLE.test(norm) || isKnownLabel(text));
};

/** What a line of a letterhead is, read for its address: see lineKind. */
export type AddressLineKind = 'stop' | 'tail' | 'address' | 'plain';

/** A street word, a postcode-like number, a house number or a comma-separated place ("Tampoi, 81200 Johor Bahru, Johor"). */
export function looksLikeAddress(text: string): boolean {
  if (ADDRESS_WORD.test(normaliseLabel(text)) || POSTCODE.test(text) || HOUSE_NUMBER.test(text.trim())) return true;
  return text.split(',').filter((p) => /\p{L}{3,}/u.test(p)).length >= 3;
}

/**
 * What a line under the supplier's name says about the header: part of an address ('address': one with an address
 * signal; 'plain': one without, a city line "SELANGOR DARUL EHSAN" once the address started), a line that ends it
 * ('stop': a phone, e-mail or web line, another label and its value, the document's title), or the name's tail
 * ('tail': a company or tax id, a line in brackets, a date: passed over before the address, its end after it).
 * The contact lines and ids are read before the address signals (a company number has five digits too), the title
 * and label words after them ("Jalan Bill" is a street).
 */
export function addressLineKind(text: string): AddressLineKind {
  const norm = normaliseLabel(text);
  if (!norm) return 'plain';
  if (ADDRESS_LABEL.test(text.trim())) return 'address';
  if (isContactLine(text)) return 'stop';
  if (TAX_OR_REG.test(norm) || /^\(.*\)$/.test(text.trim())) return 'tail';
  // "Cashier: Anna", "Invoice No: 12": another label and its value
  const pair = /^([^:]{1,30}):\s*\S/.exec(text);
  if (pair && /\p{L}{2}/u.test(pair[1]!) && !/\d\s*$/.test(pair[1]!)) return 'stop';
  // "No. 3-1-12, Jalan Besar" reads as a date; "05 Mar 2018 18:24" is one
  if (dateIn(text) && !ADDRESS_WORD.test(norm)) return 'tail';
  if (looksLikeAddress(text)) return 'address';
  if (isTitleLine(text)) return 'stop';
  return 'plain';
}
