/** m:ss for the session-expiry countdown; 'Bye' at zero (spec 000 §2). */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return 'Bye';
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** True when the last-activity stamp is older than the inactivity limit. */
export function isStampExpired(stamp: string | null, now: number, limitMs: number): boolean {
  if (!stamp) return false;
  const t = Number(stamp);
  return Number.isFinite(t) && now - t > limitMs;
}
