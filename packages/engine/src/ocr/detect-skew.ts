/**
 * Skew detection by projection profile on the analysis image's ink points.
 * Returns the angle (degrees, clockwise positive in image coordinates: text
 * lines descending to the right) that the page must be rotated back by.
 */
import type { InkPoints } from './ink-points.ts';
import { bestProfileAngle } from './projection-profile.ts';

/** Scanned pages are rarely more than a few degrees off; beyond 15° a page is "rotated", not skewed. */
export const MAX_SKEW_DEG = 15;

/** Below this the resampling blur costs more accuracy than the tilt does. */
export const MIN_CORRECTED_SKEW_DEG = 0.2;

export function detectSkew(points: InkPoints): number {
  if (points.xs.length < 50) return 0;
  const { angle } = bestProfileAngle(points, MAX_SKEW_DEG);
  return Math.abs(angle) < MIN_CORRECTED_SKEW_DEG ? 0 : angle;
}
