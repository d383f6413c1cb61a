import type { DecimalMark } from './value-types.ts';

export type NumberRead = { ok: true; value: number } | { ok: false; reason: 'unreadable' | 'ambiguous_separator' };

/**
 * Digits with their separators, no sign or currency ("1.234,56", "1 234,56", "1'234.56", "12,5", "1.234")
 * → the number they print. The string decides where it can: both marks ("1.234,56": the last is the
 * decimal), a mark repeated ("1.234.567": thousands), spaces or apostrophes grouping (then "." or "," is
 * the decimal), or anything but three digits after a single mark ("529,87", "12,5", "0,125"). Only "1.234"
 * with three digits after its only mark needs `decimal`, and is ambiguous without it.
 */
export function readNumber(digits: string, decimal: DecimalMark | null): NumberRead {
  const s = digits.trim();
  const grouped = /^(\d{1,3}(?:[ '’]\d{3})+)(?:([.,])(\d+))?$/.exec(s);
  if (grouped) return number(grouped[1]!.replace(/[ '’]/g, ''), grouped[3] ?? '');
  if (!/^\d*(?:[.,]\d+)*[.,]?$/.test(s) || !/\d/.test(s)) return { ok: false, reason: 'unreadable' };
  const marks = s.replace(/\d/g, '');
  if (!marks) return number(s, '');
  // "12," and "12." print a whole number (the "12,-" of German prices is cut before)
  if (marks.length === 1 && /[.,]$/.test(s)) return number(s.slice(0, -1), '');
  const last = marks[marks.length - 1]!;
  const at = s.lastIndexOf(last);
  const whole = s.slice(0, at);
  const fraction = s.slice(at + 1);
  if (marks.includes(',') && marks.includes('.')) {
    const other = last === ',' ? '.' : ',';
    if (marks.slice(0, -1).includes(last) || !validGroups(whole, other)) return { ok: false, reason: 'unreadable' };
    return number(whole.split(other).join(''), fraction);
  }
  if (marks.length > 1)
    return validGroups(s, last) ? number(s.split(last).join(''), '') : { ok: false, reason: 'unreadable' };
  if (fraction.length !== 3 || whole.length === 0 || whole.length > 3 || /^0/.test(whole))
    return number(whole || '0', fraction);
  if (decimal === null) return { ok: false, reason: 'ambiguous_separator' };
  return decimal === last ? number(whole, fraction) : number(whole + fraction, '');
}

/** "1.234.567" grouped by `mark`: one to three digits, then groups of exactly three; or India's "1,23,456" (lakh and crore). */
function validGroups(whole: string, mark: string): boolean {
  const groups = whole.split(mark);
  if (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g))) return true;
  return (
    mark === ',' &&
    groups.length > 2 &&
    /^\d{1,2}$/.test(groups[0]!) &&
    groups.slice(1, -1).every((g) => /^\d{2}$/.test(g)) &&
    /^\d{3}$/.test(groups.at(-1)!)
  );
}

/** Number() of the cleaned text: no arithmetic, so no float noise ("529.87" stays 529.87). */
function number(whole: string, fraction: string): NumberRead {
  return { ok: true, value: Number(fraction ? `${whole || '0'}.${fraction}` : whole) };
}
