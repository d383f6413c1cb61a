/**
 * Common invoice and form label words in English, Dutch, French, German,
 * Polish, Spanish and Italian. A label that holds one of them may pair with a
 * value where a bare label-like run would not (several runs on a row, inside a
 * table, or label and value in one run without a colon). Stems match a word's
 * start ("rechnungs" matches "Rechnungsnr."); short words match whole.
 */
const STEMS = [
  // English
  'invoice',
  'number',
  'date',
  'total',
  'subtotal',
  'sub-total',
  'amount',
  'balance',
  'payable',
  'payment',
  'customer',
  'account',
  'order',
  'reference',
  'client',
  'period',
  'billing',
  'charges',
  'tax',
  'terms',
  // Dutch
  'factuur',
  'datum',
  'vervaldatum',
  'totaal',
  'subtotaal',
  'bedrag',
  'klant',
  'ordernummer',
  'betaling',
  'betaal',
  'exclusief',
  'inclusief',
  'referentie',
  'nummer',
  // French
  'facture',
  'numéro',
  'échéance',
  'montant',
  'somme',
  'commande',
  'référence',
  'siren',
  'siret',
  'paiement',
  'règlement',
  // German
  'rechnung',
  'datum',
  'fällig',
  'gesamt',
  'summe',
  'betrag',
  'kunde',
  'kunden',
  'bestell',
  'steuer',
  'netto',
  'brutto',
  'zahlbar',
  'ustid',
  'mwst',
  'leistung',
  // Polish
  'faktura',
  'numer',
  'wystawienia',
  'sprzedaży',
  'termin',
  'płatności',
  'razem',
  'kwota',
  'zapłaty',
  'nabywca',
  // Spanish / Italian
  'factura',
  'fecha',
  'importe',
  'fattura',
  'numero',
  'totale',
  'imponibile',
  'scadenza',
];
const WORDS = new Set([
  'no',
  'no.',
  'nr',
  'nr.',
  'n°',
  'nº',
  '#',
  'ref',
  'ref.',
  'id',
  'vat',
  'gst',
  'btw',
  'tva',
  'ust',
  'iva',
  'ht',
  'ttc',
  'iban',
  'bic',
  'swift',
  'due',
  'net',
  'gross',
  'excl',
  'excl.',
  'incl',
  'incl.',
  'sum',
  'kvk',
  'coc',
  'po',
]);

const clean = (w: string): string =>
  w
    .toLowerCase()
    .replace(/[:.,;()]+$/u, '')
    .replace(/^[(]+/u, '');

/**
 * Asked of every word of every line that could hold a pair, several times over (each key length tried), and a
 * page of prose repeats its words: answers are kept, a bounded number of them.
 */
const known = new Map<string, boolean>();
const KNOWN_AT_MOST = 20_000;

export function isInvoiceLabelWord(word: string): boolean {
  let answer = known.get(word);
  if (answer === undefined) {
    if (known.size >= KNOWN_AT_MOST) known.clear();
    known.set(word, (answer = labelWord(word)));
  }
  return answer;
}

function labelWord(word: string): boolean {
  const w = clean(word);
  if (!w) return false;
  if (WORDS.has(w) || WORDS.has(word.toLowerCase())) return true;
  return w.length >= 4 && STEMS.some((s) => w.startsWith(s));
}

export const hasInvoiceLabel = (words: readonly { text: string }[]): boolean =>
  words.some((w) => isInvoiceLabelWord(w.text));
