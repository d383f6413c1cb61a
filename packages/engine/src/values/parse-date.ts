import { findDates, type DateFound } from './find-dates.ts';
import type { DateOrder, DateParse } from './value-types.ts';

/**
 * One date as printed → an ISO date. The text decides where it can (a named month, a year first, a part
 * above 12: "25/12/2018" is day first whatever `order` says); otherwise `order` does, and without one the
 * date is ambiguous rather than guessed. `order` comes back null when the text decided alone (a named
 * month, a year first, or both readings giving the same day).
 */
export function parseDate(raw: string, order: DateOrder | null): DateParse {
  const text = raw.normalize('NFKC').trim();
  if (!text) return { ok: false, reason: 'empty' };
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return dated(compact[1]!, compact[2]!, compact[3]!, null);
  const found = findDates(text)[0];
  if (!found) return { ok: false, reason: 'unreadable' };
  return readFound(found, order);
}

function readFound(f: DateFound, order: DateOrder | null): DateParse {
  if (f.shape === 'year-first') return dated(f.year, f.month, f.day, null);
  if (f.shape === 'named') return dated(f.year, String(f.month), f.day, null);
  const first = Number(f.first);
  const second = Number(f.second);
  // "18/03/05" read year first: only the caller can say so, and only with a two-digit year at both ends
  if (order === 'YMD' && f.year.length === 2 && f.first.length === 2) return dated(f.first, f.second, f.year, 'YMD');
  if (first > 12 && second > 12) return { ok: false, reason: 'impossible' };
  if (first > 12) return dated(f.year, f.second, f.first, 'DMY');
  if (second > 12) return dated(f.year, f.first, f.second, 'MDY');
  if (first === second) return dated(f.year, f.second, f.first, null);
  if (order === 'DMY') return dated(f.year, f.second, f.first, 'DMY');
  if (order === 'MDY') return dated(f.year, f.first, f.second, 'MDY');
  return { ok: false, reason: 'ambiguous_order' };
}

/** A two-digit year is 2000-2069 up to 69 and 1970-1999 from 70. */
export function fullYear(year: string): number {
  const y = Number(year);
  if (year.length > 2) return y;
  return y < 70 ? 2000 + y : 1900 + y;
}

function dated(yearText: string, monthText: string, dayText: string, order: DateOrder | null): DateParse {
  const year = fullYear(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || year < 1000)
    return { ok: false, reason: 'impossible' };
  return { ok: true, iso: `${year}-${pad(month)}-${pad(day)}`, order };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');
