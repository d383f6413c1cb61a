/**
 * What a printed value looks like, independent of its label: the shape half of
 * the field classifier (a label says "BTW", the value says whether that is a
 * VAT number, a tax amount or a rate).
 */
export type ValueKind =
  'iban' | 'bic' | 'tax-id' | 'date' | 'amount' | 'percent' | 'currency' | 'email' | 'phone' | 'id' | 'number' | 'text';

/** Month names of the corpora's languages (en, nl, de, fr, es, it, pl, ms), diacritics removed, any case. */
const MONTHS = [
  'jan(?:uary|uari|uar|vier)?',
  'feb(?:ruary|ruari|ruar)?',
  'fevrier',
  'mar(?:ch)?',
  'maart',
  'marz',
  'mars',
  'apr(?:il)?',
  'avril',
  'may',
  'mei',
  'mai',
  'jun(?:e|i)?',
  'juin',
  'jul(?:y|i)?',
  'juillet',
  'aug(?:ust|ustus)?',
  'aout',
  'sep(?:t|tember)?',
  'oct(?:ober|obre)?',
  'okt(?:ober)?',
  'nov(?:ember|embre)?',
  'dec(?:ember|embre)?',
  'dez(?:ember)?',
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
  'gennaio',
  'febbraio',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'settembre',
  'ottobre',
  'dicembre',
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'wrzesnia',
  'pazdziernika',
  'listopada',
  'grudnia',
].join('|');

const DATE = new RegExp(
  [
    '\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})\\b',
    '\\b\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}\\b',
    `\\b\\d{1,2}(?:st|nd|rd|th|er)?[\\s/.-]{0,2}(?:${MONTHS})\\.?[\\s/.,-]{0,2}(?:\\d{4}|\\d{2})\\b`,
    // "August 3 , 2014": a comma set apart, as some generators print it
    `\\b(?:${MONTHS})\\.?\\s?\\d{1,2}(?:st|nd|rd|th)?\\s?,?\\s?\\d{4}\\b`,
  ].join('|'),
  'i',
);

const CURRENCY_WORD = '(?:€|\\$|£|₹|¥|rs\\.?|rm|eur|usd|gbp|inr|myr|pln|zl|chf|aud|cad|sgd|nzd|jpy|sek|nok|dkk)';
/** 717,97 · € 4.904,94 · $1,234.50 · 1'234.50 CHF · -9,32 · 319.00 */
const AMOUNT = new RegExp(
  `^(?:${CURRENCY_WORD}\\s?)?[-−]?\\s?(?:${CURRENCY_WORD}\\s?)?\\d{1,3}(?:[.,' \\u00a0]\\d{3})*[.,]\\d{2}(?:\\s?${CURRENCY_WORD})?$|^(?:${CURRENCY_WORD}\\s?)[-−]?\\d+(?:[.,]\\d{1,2})?$`,
  'i',
);

const ISO_CURRENCY = /^(?:EUR|USD|GBP|INR|MYR|PLN|CHF|AUD|CAD|SGD|NZD|JPY|SEK|NOK|DKK)$/;

/** An IBAN with a valid ISO 13616 check (mod 97), spaces allowed. */
export function isIban(text: string): boolean {
  const s = text.replace(/[\s.-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const EU_PREFIX = '(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI|CH|NO)';
/** NL810433941B01, DE 232 446 240, FR60421938861, ATU12345678 */
const EU_VAT = new RegExp(`^${EU_PREFIX}\\s?U?[0-9A-Z](?:[\\s.-]?[0-9A-Z]){6,13}$`);
/** India's GSTIN: 06AABCO6063D1ZQ */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
/** Australia's ABN: 11 digits, printed 51 824 753 556 */
const ABN = /^\d{2}\s?\d{3}\s?\d{3}\s?\d{3}$/;

/** The kind of a value as printed (whole value, trimmed). */
export function valueKind(raw: string): ValueKind {
  const s = raw.trim().normalize('NFKC');
  if (!s) return 'text';
  const plain = s.normalize('NFKD').replace(/\p{M}/gu, '');
  const compact = s.replace(/\s/g, '');
  if (isIban(s)) return 'iban';
  if (EU_VAT.test(s) && (compact.match(/\d/g) ?? []).length >= 7) return 'tax-id';
  if (GSTIN.test(compact) || ABN.test(s)) return 'tax-id';
  if (/^\d{1,3}(?:[.,]\d+)?\s?%$/.test(s)) return 'percent';
  if (AMOUNT.test(s)) return 'amount';
  if (DATE.test(plain) && plain.replace(DATE, '').replace(/[\s,.]/g, '').length <= 3) return 'date';
  if (ISO_CURRENCY.test(s) || /^[€$£₹¥]$/.test(s)) return 'currency';
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(s)) return 'email';
  if (BIC.test(s)) return 'bic';
  // a phone number shows it is one (+31 …, (03) …, 010-…); groups of digits set apart by spaces alone are as often a tax or company number
  if (/^\+?[\d\s()./-]{8,}$/.test(s) && (s.match(/\d/g) ?? []).length >= 8 && /^\+|\(|\d[-/]\d/.test(s)) return 'phone';
  if (/^\d+$/.test(compact)) return 'number';
  // invoice numbers: one token (or two) with digits, few letters: "INV/2023/03/0008", "#BLR_WFLD2015…", "VF1005193039"
  if (/\d/.test(s) && s.split(/\s+/).length <= 2 && !/[a-z]{4,}/.test(s)) return 'id';
  return 'text';
}

/**
 * The first date inside a longer text ("19 april 2014", "Facture n°562044387 du 02 Juillet 2015"), or null; as the
 * text prints it ("3 août 2015", not the "3 aout 2015" the pattern reads), so a suggestion is the page's own text.
 */
export function dateIn(text: string): string | null {
  // each character's plain form (diacritics removed), so a match in the plain text maps back to the printed one
  const starts: number[] = [];
  let plain = '';
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const p = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    for (let k = 0; k < p.length; k++) starts.push(i);
    plain += p;
    i += ch.length;
  }
  starts.push(text.length);
  const m = DATE.exec(plain);
  if (!m) return null;
  const from = starts[m.index]!,
    to = starts[m.index + m[0].length] ?? text.length;
  return text.slice(from, to);
}

/** The ISO currency an amount or text names by symbol or code, or null. */
export function currencyIn(text: string): string | null {
  const code = /\b(EUR|USD|GBP|INR|MYR|PLN|CHF|AUD|CAD|SGD|NZD|JPY|SEK|NOK|DKK)\b/.exec(text)?.[1];
  if (code) return code;
  if (text.includes('€')) return 'EUR';
  if (text.includes('£')) return 'GBP';
  if (text.includes('₹') || /\bRs\.?\s?[-−]?\d/.test(text)) return 'INR';
  if (/\bRM\s?\d/.test(text)) return 'MYR';
  if (/\bzł\b|\d\s?zł/i.test(text)) return 'PLN';
  if (text.includes('$')) return 'USD';
  return null;
}
