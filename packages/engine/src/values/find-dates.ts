import type { DateOrder } from './value-types.ts';
import { foldText, MONTH_NAME, monthNumber } from './month-names.ts';

/**
 * Every date printed in a text, as found (not yet read): year-first numeric dates ("2018-03-05"), numeric
 * dates with the year last ("05.03.2018", "5/3/18"), and dates that name their month ("5. März 2018",
 * "March 5, 2018", "05-Mar-18", "2018 Mar 05").
 */
export type DateFound =
  | { shape: 'year-first'; index: number; text: string; year: string; month: string; day: string }
  | { shape: 'numeric'; index: number; text: string; first: string; second: string; year: string; separator: string }
  | { shape: 'named'; index: number; text: string; year: string; month: number; day: string; order: DateOrder };

const YEAR_FIRST = /(?<![\d.,])(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d|[.,]\d)/g;
// the same separator twice, so a phone number "03-4162-2318" or a range "1-2/2018" is no date
const NUMERIC = /(?<![\d.,/-])(\d{1,2}) ?([./-]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})(?!\d|[.,]\d)/g;
const MONTH = `(${MONTH_NAME})(?!\\p{L})\\.?`;
// the day joins its month by spaces or one mark ("5. März", "05-Mar"), never " - " ("July 1 - July 31, 2014" is a range);
// a two-digit year only after a mark or an apostrophe ("05-Mar-18", "5 Mar '18")
const NAMED_DAY_FIRST = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:st|nd|rd|th|er|e|º|°)?(?:\\.?\\s*|[-/])(?:de\\s+)?${MONTH}(?:(?:[\\s,]*|[-/.])(?:de\\s+)?(\\d{4})|[-/.]'?(\\d{2})|\\s+'(\\d{2}))(?!\\d)`,
  'gu',
);
const NAMED_MONTH_FIRST = new RegExp(
  `(?<![\\p{L}\\d])${MONTH}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)\\s*,?\\s*(\\d{4})(?!\\d)`,
  'gu',
);
const NAMED_YEAR_FIRST = new RegExp(`(?<!\\d)(\\d{4})[\\s/.-]+${MONTH}[\\s/.-]+(\\d{1,2})(?!\\d)`, 'gu');

export function findDates(text: string): DateFound[] {
  const folded = foldText(text);
  const found: DateFound[] = [];
  for (const m of folded.matchAll(YEAR_FIRST))
    found.push({
      shape: 'year-first',
      index: m.index,
      text: text.slice(m.index, m.index + m[0].length),
      year: m[1]!,
      month: m[3]!,
      day: m[4]!,
    });
  for (const m of folded.matchAll(NUMERIC))
    found.push({
      shape: 'numeric',
      index: m.index,
      text: text.slice(m.index, m.index + m[0].length),
      first: m[1]!,
      separator: m[2]!,
      second: m[3]!,
      year: m[4]!,
    });
  const named = (m: RegExpExecArray, day: string, month: string, year: string, order: DateOrder) =>
    found.push({
      shape: 'named',
      index: m.index,
      text: text.slice(m.index, m.index + m[0].length).trim(),
      day,
      month: monthNumber(month)!,
      year,
      order,
    });
  for (const m of folded.matchAll(NAMED_DAY_FIRST)) named(m, m[1]!, m[2]!, (m[3] ?? m[4] ?? m[5])!, 'DMY');
  for (const m of folded.matchAll(NAMED_MONTH_FIRST)) named(m, m[2]!, m[1]!, m[3]!, 'MDY');
  for (const m of folded.matchAll(NAMED_YEAR_FIRST)) named(m, m[3]!, m[2]!, m[1]!, 'YMD');
  // where two readings overlap ("2018-03-05" is no "18-03-05"), the earlier and then the longer wins
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  const kept: DateFound[] = [];
  let end = -1;
  for (const f of found) {
    if (f.index < end) continue;
    kept.push(f);
    end = f.index + f.text.length;
  }
  return kept;
}
