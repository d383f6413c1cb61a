import type { ShapeToken } from './value-shape.ts';
import { plausibleDate } from './plausible-date.ts';

/** A date as a receipt's OCR reads it loosely, with the text it stands for in the layout's own separators. */
export interface LooseDate extends ShapeToken {
  repaired: string;
}

/**
 * Dates the strict date shapes miss because the reading lost a separator or glued the time on (session 30, SROIE):
 * "05 02-18" (a dash read as a gap), "18 04/2017", "17/01/201842153" and "14/06/201708:34:22" (the time printed right
 * after the year, the gap lost). Only for a layout whose sample date is all digits with one separator kind
 * ("99/99/9999", "99-99-99"): the token is then rebuilt with the sample's separator and year length, and must be a
 * calendar date. The digits are all the page's; only the separators (and a glued tail) are the layout's, and the
 * caller marks the value corrected so the confidence says so.
 */
export function looseDateTokens(text: string, sampleFormat: string): LooseDate[] {
  const layout = /^9{1,2}([/.-])9{1,2}\1(9{2}|9{4})$/.exec(sampleFormat);
  if (!layout) return looseMonthDateTokens(text, sampleFormat);
  const sep = layout[1]!;
  const yearLength = layout[2]!.length;
  const year = yearLength === 4 ? '\\d{4}' : '\\d{2}';
  // a gap in place of a separator, or a separator with gaps around it; the year may run into a time
  const re = new RegExp(
    `(?<![\\p{L}\\d/.-])(\\d{1,2})(\\s*[/.-]\\s*|\\s{1,2})(\\d{1,2})(\\s*[/.-]\\s*|\\s{1,2})(${year})(?=(\\d{1,2}:?\\d{2})|[^\\p{L}\\d]|$)`,
    'gu',
  );
  return datesIn(text, re, sep, (gap1, gap2, glued) => {
    // a strict token ("18/04/2017" with nothing glued) is the date shapes' own; a loose one has a gap or a tail
    if (!glued && gap1 === gap1.trim() && gap2 === gap2.trim()) return false;
    // one gap is a lost separator; two gaps are two numbers ("3 1 2018" is no date a printer makes)
    return !!gap1.trim() || !!gap2.trim();
  });
}

/**
 * The matches of a loose date pattern (groups: day, gap, month, gap, year, what is glued after the year) that `loose`
 * accepts, rebuilt with the layout's separator and kept when they are calendar dates.
 */
function datesIn(
  text: string,
  re: RegExp,
  sep: string,
  loose: (gap1: string, gap2: string, glued: string | undefined) => boolean,
): LooseDate[] {
  const out: LooseDate[] = [];
  for (const m of text.matchAll(re)) {
    const [whole, day, gap1, month, gap2, y, glued] = m as unknown as string[];
    if (!loose(gap1!, gap2!, glued)) continue;
    const repaired = `${day}${sep}${month}${sep}${y}`;
    if (!plausibleDate(repaired)) continue;
    out.push({ text: whole!, start: m.index!, end: m.index! + whole!.length, repaired });
  }
  return out;
}

const MONTH_ABBREVIATIONS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';

/**
 * The same for a layout whose sample date names the month in three letters with one separator kind ("05 MAR 2018",
 * "25/FEB/2017", "08-Mar-17"): "18 Mar201818:25" (the gap before the year lost, the time run into it) is "18 Mar 2018".
 * The day, month and year are the page's; only the separators are the layout's.
 */
function looseMonthDateTokens(text: string, sampleFormat: string): LooseDate[] {
  const layout = /^9{1,2}([ /.-])AAA\1(9{2}|9{4})$/.exec(sampleFormat);
  if (!layout) return [];
  const sep = layout[1]!;
  const year = layout[2]!.length === 4 ? '\\d{4}' : '\\d{2}';
  const re = new RegExp(
    `(?<![\\p{L}\\d/.-])(\\d{1,2})(\\s*[ /.-]?\\s*)(${MONTH_ABBREVIATIONS})(\\s*[ /.-]?\\s*)(${year})(?=(\\d{1,2}:?\\d{2})|[^\\p{L}\\d]|$)`,
    'giu',
  );
  return datesIn(text, re, sep, (gap1, gap2, glued) => {
    // a token with both separators as the layout prints them and nothing glued is the date shapes' own
    if (!glued && gap1 === sep && gap2 === sep) return false;
    // a lost separator is one that is missing, not one read as another mark or gap: the month's letters hold the
    // date together, so either gap may be lost, but not both ("18MAR2018" has no separator to go by)
    return !!gap1 || !!gap2;
  });
}
