import { isIban, valueKind } from '../fields/value-kind.ts';
import { findDates } from './find-dates.ts';
import { foldText } from './month-names.ts';

/** Words that name an identifier rather than belong to it, in the corpora's languages (folded, no trailing dot). */
const LABEL_WORDS = new Set([
  'invoice',
  'rechnung',
  'rechnungsnummer',
  'rechnungsnr',
  'factuur',
  'factuurnummer',
  'facture',
  'fattura',
  'factura',
  'faktura',
  'bill',
  'receipt',
  'quittung',
  'beleg',
  'belegnummer',
  'belegnr',
  'order',
  'bestellung',
  'bestellnummer',
  'bestellnr',
  'auftrag',
  'auftragsnummer',
  'auftragsnr',
  'ordernummer',
  'customer',
  'client',
  'kunde',
  'kundennummer',
  'kundennr',
  'klantnummer',
  'account',
  'reference',
  'ref',
  'referenz',
  'referentie',
  'document',
  'doc',
  'credit',
  'note',
  'gutschrift',
  'avoir',
  'nota',
  'number',
  'nummer',
  'numero',
  'numer',
  'num',
  'nr',
  'no',
  'nro',
  'n',
  'id',
  'nummern',
  'vat',
  'ust',
  'ust-id',
  'ust-idnr',
  'ustid',
  'ustidnr',
  'ust.-id.-nr',
  'steuernummer',
  'steuer-nr',
  'st.-nr',
  'tax',
  'btw',
  'btw-nummer',
  'tva',
  'iva',
  'nip',
  'gst',
  'gstin',
  'abn',
  'siren',
  'siret',
  'kvk',
  'iban',
  'konto',
  'de',
  'di',
  'du',
  'of',
  'van',
  'des',
  'der',
]);
/** what ends an identifier printed in a sentence: "Nr. 471102 vom 05.03.2018" */
const DATED = /\s+(?:vom|dated|date|du|van|del|z dnia|from|d\.d\.)\s+\S.*$/i;

/**
 * An identifier without the words around it: "Rechnungsnummer: 471102" → "471102", "Invoice No. INV-2018-001"
 * → "INV-2018-001", "Nr. 4711" → "4711", "# 12345" → "12345". The value's own spaces stay ("AB 12 34"),
 * except in a tax id or IBAN, which are compared without them ("USt-IdNr.: DE 123 456 789" → "DE123456789").
 * Only label words, number signs and a trailing date phrase are taken off; nothing inside the value.
 */
export function cleanIdentifier(raw: string): string {
  let s = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
  if (!s) return '';
  const colon = /^([\p{L}][\p{L}\s.\-/#°º№'’()]*?)\s*:(\s*)(?=\S)/u.exec(s);
  if (colon && (colon[2] || labelToken(colon[1]!) || colon[1]!.split(' ').every(labelToken)))
    s = s.slice(colon[0].length);
  const tokens = s.split(' ');
  // "NO 123456789MVA" is a Norwegian VAT number, not "No." and a number
  while (
    tokens.length > 1 &&
    labelToken(tokens[0]!) &&
    !(/^[A-Z]{2}$/.test(tokens[0]!) && isTaxIdOrIban(tokens.join(' ')))
  )
    tokens.shift();
  s = tokens.join(' ');
  const dated = DATED.exec(s);
  if (dated && findDates(dated[0]).length) s = s.slice(0, dated.index);
  s = s
    .replace(/^(?:#|№|n[°º]|(?:nr|no)\.)\s*(?=[\p{L}\d])/iu, '')
    .replace(/[,;]+$/, '')
    .trim();
  return isTaxIdOrIban(s) ? compact(s) : s;
}

/** A word that names the identifier: a label word ("Invoice", "Nr.", "USt-IdNr."), a number sign, a word ending in ":" or "#". */
function labelToken(token: string): boolean {
  if (/^(?:#|№|n[°º]\.?|nº)$/i.test(token)) return true;
  const word = foldText(token).replace(/[.:#°º]+$/, '');
  if (!/^[\p{L}][\p{L}.\-/]*$/u.test(word)) return false;
  if (LABEL_WORDS.has(word) || /(?:nummer|number|nr|no)$/.test(word)) return true;
  // "INV#", "Belegnr.": letters closed by a number sign or an abbreviation dot
  return /[#:]$/.test(token) || (/\.$/.test(token) && word.length >= 2 && /\p{Ll}/u.test(token));
}

function isTaxIdOrIban(s: string): boolean {
  return isIban(s) || valueKind(s) === 'tax-id';
}

const compact = (s: string) => s.replace(/\s+/g, '');
