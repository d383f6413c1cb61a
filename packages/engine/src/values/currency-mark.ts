/**
 * Currency marks as pages print them, with the ISO 4217 code each one names. A bare "$", "¥" or "kr" names
 * no single currency (US, Australian, Canadian… dollars; yen or yuan; the Nordic crowns): it is recognised
 * as a mark but gives no code, so the caller's locale decides.
 */
const CODES =
  'EUR|USD|GBP|INR|MYR|PLN|CHF|AUD|CAD|SGD|NZD|HKD|JPY|CNY|SEK|NOK|DKK|CZK|HUF|RON|BGN|TRY|ZAR|BRL|MXN|IDR|THB|PHP|AED|SAR|KRW';

// the code: a string; null: a mark that names no single currency; undefined: the printed ISO code itself
const MARKS: readonly (readonly [RegExp, string | null | undefined])[] = [
  [/(?:US|U\.S\.) ?\$/y, 'USD'],
  [/AU?\$/y, 'AUD'],
  [/CA?\$/y, 'CAD'],
  [/SG?\$/y, 'SGD'],
  [/NZ\$/y, 'NZD'],
  [/HK\$/y, 'HKD'],
  [/R\$/y, 'BRL'],
  [/€/y, 'EUR'],
  [/£/y, 'GBP'],
  [/₹/y, 'INR'],
  [/Rs\.?(?![\p{L}])/uy, 'INR'],
  [/RM(?![\p{L}])/uy, 'MYR'],
  [/z[łl](?![\p{L}])/iuy, 'PLN'],
  [new RegExp(`(?:${CODES})(?![\\p{L}])`, 'iuy'), undefined],
  [/\$/y, null],
  [/¥/y, null],
  [/kr\.?(?![\p{L}])/iuy, null],
];

export interface CurrencyMark {
  /** what was printed */ text: string;
  code: string | null;
}

/** The currency mark printed at `at` in `text`, or null. */
export function currencyMarkAt(text: string, at: number): CurrencyMark | null {
  if (at > 0 && /[\p{L}]/u.test(text[at - 1]!)) return null;
  for (const [re, code] of MARKS) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) return { text: m[0], code: code === undefined ? m[0].toUpperCase() : code };
  }
  return null;
}

// codes that are also everyday words or acronyms ("PHP developer", "CAD drawing") count only beside a number
const WORDLIKE_CODES = /^(?:CAD|PHP|TRY|SAR|IDR|THB|AED|KRW|ZAR|BRL|MXN)$/;

/**
 * Every currency mark in a text that sits beside a number or stands in a column heading ("(RM)", "EUR"),
 * for counting what a page shows. Codes that are no everyday word count anywhere; "RM", "Rs", "kr" only beside a number.
 */
export function currencyMarksIn(text: string): CurrencyMark[] {
  const out: CurrencyMark[] = [];
  let end = 0;
  // every mark starts a word of at most three letters ("US$", "Rs.", "EUR", "zł") or is a symbol: longer words are skipped unread
  for (const candidate of text.matchAll(/(?<!\p{L})(?:\p{L}{1,3}(?!\p{L})|[€£₹$¥])/gu)) {
    const i = candidate.index;
    if (i < end) continue;
    const mark = currencyMarkAt(text, i);
    if (!mark) continue;
    end = i + mark.text.length;
    const after = text.slice(i + mark.text.length);
    const before = text.slice(0, i);
    const besideNumber = /^\s?[-−(]?\s?\d/.test(after) || /\d[.,]?\d*\s?-?\s?$/.test(before);
    const heading = /\(\s*$/.test(before) && /^\s*\)/.test(after);
    const isCode = /^[A-Z]{3}$/.test(mark.text) && !WORDLIKE_CODES.test(mark.text);
    if (besideNumber || heading || isCode || /^[€£₹$]/.test(mark.text)) out.push(mark);
  }
  return out;
}

const BARE: readonly (readonly [RegExp, RegExp])[] = [
  [/\$/, /^(?:USD|AUD|CAD|SGD|NZD|HKD|MXN|BRL)$/],
  [/¥/, /^(?:JPY|CNY)$/],
  [/(?<!\p{L})kr\.?(?!\p{L})/iu, /^(?:SEK|NOK|DKK)$/],
];

/**
 * Whether a locale's currency may stand for the bare mark an amount prints: "$47.70" is some dollar, so
 * a company's USD or AUD fits it and its EUR does not.
 */
export function bareMarkAllows(text: string, code: string): boolean {
  return BARE.every(([mark, codes]) => !mark.test(text) || codes.test(code));
}
