/** The bell shows the count, '9+' above 9, nothing at zero (spec 002 §9). */
export function notificationBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
