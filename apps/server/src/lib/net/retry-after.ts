/**
 * Retry-After (RFC 9110 §10.2.3) in milliseconds from `now`: delay-seconds or an HTTP-date; null
 * when absent or unreadable. A date in the past is 0.
 */
export function retryAfterMs(value: string | string[] | null | undefined, now = Date.now()): number | null {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  // an HTTP-date starts with the day's name; Date.parse alone would take '-5' as a year
  if (!/^[A-Za-z]{3,9},? \d/.test(v)) return null;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
