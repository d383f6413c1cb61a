/** 'YYYY-MM' (UTC) of an instant. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** Most months a chart shows; a longer range keeps its latest months. */
export const MAX_CHART_MONTHS = 60;

/** Every 'YYYY-MM' from the month of `from` to the month of `to`, oldest first. */
export function monthRange(from: Date, to: Date): string[] {
  const months: string[] = [];
  let y = from.getUTCFullYear();
  let m = from.getUTCMonth();
  const endKey = monthOf(to);
  for (;;) {
    const key = `${y}-${String(m + 1).padStart(2, '0')}`;
    if (key > endKey) break;
    months.push(key);
    if (++m === 12) {
      m = 0;
      y++;
    }
  }
  return months.slice(-MAX_CHART_MONTHS);
}
