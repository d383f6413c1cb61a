const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A document's date lies within this many years of today (a receipt, an invoice, its due date). */
const YEARS_AHEAD = 10;
const EARLIEST_YEAR = 1950;

/**
 * Whether a date token can be a calendar date: its day, month and a four-digit year in range
 * ("36/03/2017" and "17/04/2078" are a misread 0 and 1). Day and month may come in either order;
 * a two-digit year is anything. Tokens with a letter month ("25/FEB/2017") check day and year.
 */
export function plausibleDate(token: string, now = new Date()): boolean {
  const s = token.trim().toLowerCase();
  const month = MONTHS.findIndex((m) => s.includes(m));
  const nums = (s.match(/\d+/g) ?? []).map((n) => ({ v: Number(n), len: n.length }));
  if (nums.length === 1 && nums[0]!.len === 8) {
    const d = nums[0]!.v.toString().padStart(8, '0');
    return plausibleDate(`${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`, now);
  }
  const yearOk = (n: { v: number; len: number }) =>
    n.len !== 4 || (n.v >= EARLIEST_YEAR && n.v <= now.getUTCFullYear() + YEARS_AHEAD);
  const day = (v: number) => v >= 1 && v <= 31;
  const mon = (v: number) => v >= 1 && v <= 12;
  if (month >= 0) return nums.length === 2 && day(nums[0]!.v) && yearOk(nums[1]!);
  if (nums.length !== 3) return false;
  const [a, b, c] = nums as [{ v: number; len: number }, { v: number; len: number }, { v: number; len: number }];
  if (a.len === 4) return yearOk(a) && mon(b.v) && day(c.v);
  return yearOk(c) && ((day(a.v) && mon(b.v)) || (mon(a.v) && day(b.v)));
}
