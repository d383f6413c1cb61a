/**
 * The shape of a mapped value, learned from the sample (issue 3 §7): dates and
 * amounts are read as the matching token of a line (a date followed by a time,
 * an amount after a currency word), free text as whole lines.
 */
export type ValueShape = 'date' | 'amount' | 'text';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}';
/** 30/08/2017, 24-01-18, 2018.03.05, 05 Mar 2018, 25/FEB/2017, 27032018 */
const DATE_SOURCE = [
  '\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})',
  '\\d{4}[/.-]\\d{1,2}[/.-]\\d{1,2}',
  `\\d{1,2}[\\s/.-]{0,2}${MONTH}[\\s/.,-]{0,2}(?:\\d{4}|\\d{2})`,
  `${MONTH}\\s?\\d{1,2},?\\s?\\d{4}`,
  '(?:0[1-9]|[12]\\d|3[01])(?:0[1-9]|1[0-2])20\\d{2}',
].join('|');
/** 53.14, 1,234.50, 4.904,94, 1'234.50, RM 3.30, $8.20 (the currency kept only when the sample had it) */
const CURRENCY = '(?:(?:RM|\\$|USD|EUR|€|£)\\s?)?-?';
// a minus printed after the amount ("8,79-", German and Dutch bookkeeping) is its sign, unless a figure follows (a range)
const TRAILING_MINUS = '(?:-(?![\\d.,]))?';
const AMOUNT_SOURCE = [
  `${CURRENCY}\\d{1,3}(?:\\.\\d{3})+,\\d{2}(?!\\d)${TRAILING_MINUS}`,
  `${CURRENCY}\\d{1,3}(?:'\\d{3})+\\.\\d{2}(?!\\d)${TRAILING_MINUS}`,
  `${CURRENCY}\\d{1,3}(?:,\\d{3})*[.,]\\d{2}(?!\\d)${TRAILING_MINUS}`,
  `${CURRENCY}\\d+[.,]\\d{2}(?!\\d)${TRAILING_MINUS}`,
].join('|');

const wholeDate = new RegExp(`^(?:${DATE_SOURCE})$`, 'i');
const wholeAmount = new RegExp(`^(?:${AMOUNT_SOURCE})$`, 'i');

/** The shape of a value as the user typed it. */
export function shapeOf(printed: string): ValueShape {
  const s = printed.trim();
  if (wholeDate.test(s)) return 'date';
  if (wholeAmount.test(s)) return 'amount';
  return 'text';
}

/** A token of the shape inside text: its character range. */
export interface ShapeToken {
  text: string;
  start: number;
  end: number;
}

/** Every date or amount token in a line of text, left to right (none for free text). */
export function shapeTokens(text: string, shape: ValueShape): ShapeToken[] {
  if (shape === 'text') return [];
  const re = new RegExp(`(?<![\\p{L}\\d])(?:${shape === 'date' ? DATE_SOURCE : AMOUNT_SOURCE})(?![\\p{L}\\d])`, 'giu');
  return [...text.matchAll(re)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/**
 * Digits → 9, letters → A, separators kept: "30/08/2017" and "27/07/2017"
 * share a format; an amount's whole part may have any length and grouping ("53.14", "101.76", "4.904,94").
 */
export const formatOf = (s: string, shape: ValueShape = 'date'): string => {
  const f = s.trim().replace(/\d/g, '9').replace(/\p{L}/gu, 'A').replace(/\s+/g, ' ');
  // the whole part's length and grouping ("717,97", "4.904,94", "1,234.56", "1'234.50") are not the format: only the decimals are
  // nor is the sign: a credit note's "-7,67" or "7,67-" has the format of the sample's "473,00" (issue 28 point 3)
  return shape === 'amount' ? f.replace(/^-|-$/g, '').replace(/9(?:[9.,'\u00a0\u202f]*9)?(?=[.,]99$)/, '9') : f;
};

/** Whether the user wrote the sample value in capitals while it is printed otherwise (their convention, kept on apply). */
export function learnsUpperCase(typed: string, printed: string): boolean {
  return /\p{Ll}/u.test(printed) && !/\p{Ll}/u.test(typed) && /\p{Lu}/u.test(typed);
}

/** An amount token without a currency the sample did not have ("RM 3.30" → "3.30" when the sample was "53.14"). */
export function trimCurrency(token: string, sampleFormat: string): string {
  return /^[\d-]/.test(sampleFormat) ? token.replace(/^(?:RM|\$|USD|EUR|€|£)\s?/i, '') : token;
}

/** Case, width, whitespace and punctuation insensitive form for locating a typed value on the sample. */
export const looseNormalise = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
