/**
 * Projection profiles of ink points along a tilted direction. Text lines
 * make the profile of rows alternate sharply between full and empty; the
 * angle at which that alternation is sharpest is the text's skew (Postl's
 * method). The score is the sum of squared differences between neighbouring
 * bins, which ignores large uniform ink areas (a dark scan background)
 * that plain variance would reward.
 */
import type { InkPoints } from './ink-points.ts';

/** Bin counts of y - x*tan(angle) (or x - y*tan for `vertical`), one bin per analysis pixel. */
export function profileAt(points: InkPoints, angleDeg: number, vertical = false): Float64Array {
  const t = Math.tan((angleDeg * Math.PI) / 180);
  const along = vertical ? points.xs : points.ys;
  const across = vertical ? points.ys : points.xs;
  const span = vertical ? points.height : points.width;
  const size = (vertical ? points.width : points.height) + Math.ceil(Math.abs(t) * span) + 2;
  const offset = t > 0 ? Math.ceil(t * span) + 1 : 1;
  const bins = new Float64Array(size);
  for (let i = 0; i < along.length; i++) {
    const b = Math.round(along[i]! - across[i]! * t) + offset;
    if (b >= 0 && b < size) bins[b]!++;
  }
  return bins;
}

export function profileSharpness(bins: Float64Array): number {
  let score = 0;
  for (let i = 1; i < bins.length; i++) {
    const d = bins[i]! - bins[i - 1]!;
    score += d * d;
  }
  return score;
}

export interface BestAngle {
  angle: number;
  score: number;
}

/** Coarse search over ±maxDeg, then a fine search around the best coarse angle. */
export function bestProfileAngle(points: InkPoints, maxDeg: number, vertical = false): BestAngle {
  let best: BestAngle = { angle: 0, score: -1 };
  const consider = (angle: number) => {
    const score = profileSharpness(profileAt(points, angle, vertical));
    if (score > best.score) best = { angle, score };
  };
  // 1° steps find the peak's neighbourhood (a text block's profile stays
  // sharp within about ±1° of its true angle), 0.1° steps refine it.
  for (let a = -maxDeg; a <= maxDeg + 1e-9; a += 1) consider(a);
  const coarse = best.angle;
  for (let a = coarse - 0.9; a <= coarse + 0.9 + 1e-9; a += 0.1) consider(Math.round(a * 100) / 100);
  return best;
}
