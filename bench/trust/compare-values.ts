/**
 * How bench:trust judges a delivered value against SROIE's ground truth, as the held-out measurement
 * did: dates as days, totals as amounts, names and addresses as text in any case (whitespace collapsed).
 */
export type FieldKind = 'text' | 'date' | 'amount';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A day as yyyy-mm-dd from the day-first dates of Malaysian receipts ("25/12/2018", "25-12-18", "25 Dec 2018", "2018-12-25"). */
export function dayOf(s: string): string | null {
  const t = s.trim().toLowerCase();
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  const pad = (n: string) => n.padStart(2, '0');
  let m = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(t);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})/.exec(t);
  if (m) return `${year(m[3]!)}-${pad(m[2]!)}-${pad(m[1]!)}`;
  m = /(\d{1,2})[\s-]*([a-z]{3})[a-z]*[\s-,]*(\d{2,4})/.exec(t);
  if (m && MONTHS.includes(m[2]!)) return `${year(m[3]!)}-${pad(String(MONTHS.indexOf(m[2]!) + 1))}-${pad(m[1]!)}`;
  return null;
}

/** An amount in cents from "RM 68.41", "$1,234.50", "68.41"; null when there is none. */
export function centsOf(s: string): number | null {
  const m = /-?\d[\d,]*(?:\.\d{1,2})?/.exec(s.replace(/\s+/g, ''));
  if (!m) return null;
  const n = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

const text = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a delivered value is the true one; an empty value is never right. */
export function sameValue(kind: FieldKind, got: string | null | undefined, want: string): boolean {
  if (!got || !got.trim()) return false;
  if (kind === 'date') {
    const a = dayOf(got),
      b = dayOf(want);
    return a !== null && b !== null ? a === b : text(got) === text(want);
  }
  if (kind === 'amount') {
    const a = centsOf(got),
      b = centsOf(want);
    return a !== null && a === b;
  }
  return text(got) === text(want);
}
