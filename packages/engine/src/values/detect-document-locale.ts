import { currencyMarksIn } from './currency-mark.ts';
import { findDates, type DateFound } from './find-dates.ts';
import { parseDate } from './parse-date.ts';
import { readNumber } from './read-number.ts';
import type { DateOrder, DecimalMark, DocumentLocale } from './value-types.ts';

// phone numbers and IBANs are digits with separators that say nothing about amounts or dates
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const PHONE =
  /(?:\+|\b00)\d{1,3}[\d ()./-]{5,}\d|\b(?:tel|tél|fax|phone|telefon|telefax|mobil|mobile|handy|fon|hp|tlf)\b\.?\s*(?:no\.?|nr\.?)?\s*:?\s*[\d ()+./-]{6,}\d/giu;
// opening hours ("08.30 - 12.30 Uhr") and versions ("ZUGFeRD 2.2") are no amounts
const TIME =
  /\b\d{1,2}[.:]\d{2}(?:\s?[-–]\s?\d{1,2}[.:]\d{2})?\s?(?:uhr|h|am|pm)\b|\b\d{1,2}[.:]\d{2}\s?[-–]\s?\d{1,2}[.:]\d{2}\b/giu;
const VERSION = /\b(?:version|ver|v|zugferd|factur-x|xrechnung|ubl|pdf\/a-?|release|rev)\.?\s?\d+(?:\.\d+)+/giu;
/** a number with at least one "." or "," (thousands set apart by spaces too: "120 000,00"); not part of a word ("v1.2", "A4.5") */
const FIGURE = /(?<![\p{L}\d.,])(?:\d{1,3}(?: \d{3})+|\d+)(?:[.,]\d+)+(?!\d|[.,]\d)/gu;

const DECIMAL_NAME: Record<DecimalMark, string> = { ',': 'decimal comma', '.': 'decimal point' };
const ORDER_NAME: Record<DateOrder, string> = { DMY: 'day first', MDY: 'month first', YMD: 'year first' };

/**
 * What a document shows about its own conventions, from all its text: the decimal mark (an amount with both
 * marks, or one mark followed by one, two or four and more digits; "1,234" says nothing), the date order
 * (a numeric date with a part above 12, a date that names its month in one order; "05.03.2018" says
 * nothing), the currency it shows consistently. Conflicting evidence: the majority, with a note; a tie
 * decides nothing.
 */
export function detectDocumentLocale(texts: string[]): DocumentLocale {
  const decimals: Record<DecimalMark, string[]> = { ',': [], '.': [] };
  const orders: Record<DateOrder, string[]> = { DMY: [], MDY: [], YMD: [] };
  const undecidedDates: string[] = [];
  const currencies = new Map<string, string[]>();
  for (const raw of texts) {
    const text = raw.normalize('NFKC');
    let rest = blank(text, IBAN);
    rest = blank(rest, PHONE);
    rest = blank(rest, TIME);
    rest = blank(rest, VERSION);
    for (const date of findDates(rest)) {
      const order = orderOf(date);
      if (order) orders[order].push(date.text);
      else if (date.shape === 'numeric') undecidedDates.push(date.text);
      rest = rest.slice(0, date.index) + ' '.repeat(date.text.length) + rest.slice(date.index + date.text.length);
    }
    for (const m of rest.matchAll(FIGURE)) {
      const mark = decimalOf(m[0]);
      if (mark) decimals[mark].push(m[0]);
    }
    for (const mark of currencyMarksIn(text))
      if (mark.code) currencies.set(mark.code, [...(currencies.get(mark.code) ?? []), mark.text]);
  }
  const evidence: string[] = [];
  const decimal = majority(decimals, DECIMAL_NAME, 'decimal', evidence);
  let dateOrder: DateOrder | null = majority<'DMY' | 'MDY'>(
    { DMY: orders.DMY, MDY: orders.MDY },
    ORDER_NAME,
    'date order',
    evidence,
  );
  // a page that writes only year-first dates has one convention, but it says nothing of day against month
  if (!dateOrder && !orders.DMY.length && !orders.MDY.length && orders.YMD.length) {
    dateOrder = 'YMD';
    evidence.push(note(ORDER_NAME.YMD, orders.YMD));
  }
  if (!dateOrder && undecidedDates.length)
    evidence.push(`date order undecided: ${quote(undecidedDates[0]!)} reads either way`);
  return { decimal, dateOrder, currency: currencyOf(currencies, evidence), evidence };
}

/** The order a date shows by itself: a part above 12, or a month name written before or after the day. */
function orderOf(date: DateFound): DateOrder | null {
  if (date.shape === 'year-first') return parseDate(date.text, null).ok ? 'YMD' : null;
  if (date.shape === 'named') return date.order === 'YMD' ? null : date.order;
  const first = Number(date.first);
  const second = Number(date.second);
  const order = first > 12 && second <= 12 ? 'DMY' : second > 12 && first <= 12 ? 'MDY' : null;
  return order && parseDate(date.text, order).ok ? order : null;
}

/** The decimal mark one number proves, or null ("1,234" could be either). */
function decimalOf(figure: string): DecimalMark | null {
  const marks = figure.replace(/[\d ]/g, '');
  const last = marks.at(-1) as DecimalMark;
  // thousands set apart by spaces: the one mark left is the decimal ("120 000,00")
  if (figure.includes(' ')) return marks.length === 1 ? last : null;
  if (marks.includes(',') && marks.includes('.')) return readNumber(figure, null).ok ? last : null;
  if (marks.length > 1) return readNumber(figure, null).ok ? (last === ',' ? '.' : ',') : null;
  const fraction = figure.slice(figure.lastIndexOf(last) + 1);
  return fraction.length === 3 ? null : last;
}

function majority<K extends string>(
  votes: Record<K, string[]>,
  names: Record<K, string>,
  what: string,
  evidence: string[],
): K | null {
  const ranked = (Object.keys(votes) as K[])
    .filter((k) => votes[k].length)
    .sort((a, b) => votes[b].length - votes[a].length);
  if (!ranked.length) return null;
  const [top, next] = ranked as [K, K | undefined];
  if (next === undefined) {
    evidence.push(note(names[top], votes[top]));
    return top;
  }
  const counts = ranked.map((k) => `${votes[k].length} ${names[k]} (${quote(votes[k][0]!)})`).join(' against ');
  if (votes[top].length === votes[next].length) {
    evidence.push(`${what} undecided: ${counts}`);
    return null;
  }
  evidence.push(`${names[top]} by majority: ${counts}`);
  return top;
}

/** The currency two thirds of the page's currency marks name; "$" alone names none. */
function currencyOf(seen: Map<string, string[]>, evidence: string[]): string | null {
  const ranked = [...seen].sort((a, b) => b[1].length - a[1].length);
  if (!ranked.length) return null;
  const total = ranked.reduce((n, [, marks]) => n + marks.length, 0);
  const [code, marks] = ranked[0]!;
  if (marks.length * 3 < total * 2) {
    evidence.push(`currency undecided: ${ranked.map(([c, m]) => `${c} ×${m.length}`).join(', ')}`);
    return null;
  }
  evidence.push(`currency ${code}: ${note('', marks).slice(2)}`);
  return code;
}

/** 'day first: "25.03.2018"', with how many more when there are. */
function note(name: string, examples: string[]): string {
  const more = examples.length > 1 ? ` and ${examples.length - 1} more` : '';
  return `${name}: ${quote(examples[0]!)}${more}`;
}

const quote = (s: string) => `"${s}"`;

function blank(text: string, re: RegExp): string {
  return text.replace(re, (m) => ' '.repeat(m.length));
}
