import { median } from '../geometry/box.ts';

/** A similarity transform (scale, rotation, shift) from sample page points to new page points. */
export interface Similarity {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

export const IDENTITY: Similarity = { a: 1, b: 0, tx: 0, ty: 0 };

export const applySimilarity = (t: Similarity, x: number, y: number): [number, number] => [
  t.a * x - t.b * y + t.tx,
  t.b * x + t.a * y + t.ty,
];
export const scaleOf = (t: Similarity): number => Math.hypot(t.a, t.b);

type Pair = { from: [number, number]; to: [number, number] };

/**
 * Least-squares similarity over point pairs. Too few or clustered pairs cannot say the scale: it is then `prior`
 * (the ratio of the two pages' widths), and one pair gives the shift only.
 */
function fit(pairs: readonly Pair[], prior = 1): Similarity {
  if (!pairs.length) return { a: prior, b: 0, tx: 0, ty: 0 };
  const n = pairs.length;
  const mfx = pairs.reduce((s, p) => s + p.from[0], 0) / n,
    mfy = pairs.reduce((s, p) => s + p.from[1], 0) / n;
  const mtx = pairs.reduce((s, p) => s + p.to[0], 0) / n,
    mty = pairs.reduce((s, p) => s + p.to[1], 0) / n;
  let sxx = 0,
    sab = 0,
    sba = 0;
  for (const p of pairs) {
    const fx = p.from[0] - mfx,
      fy = p.from[1] - mfy,
      tx = p.to[0] - mtx,
      ty = p.to[1] - mty;
    sxx += fx * fx + fy * fy;
    sab += fx * tx + fy * ty;
    sba += fx * ty - fy * tx;
  }
  if (n < 2 || sxx < 1e-6) return { a: prior, b: 0, tx: mtx - prior * mfx, ty: mty - prior * mfy };
  let a = sab / sxx,
    b = sba / sxx;
  // anchors clustered on one line make the scale unreliable: keep it within reason
  const s = Math.hypot(a, b);
  if (s < 0.5 * prior || s > 2 * prior) {
    a = prior;
    b = 0;
  }
  return { a, b, tx: mtx - (a * mfx - b * mfy), ty: mty - (b * mfx + a * mfy) };
}

/**
 * Robust fit: fit, drop pairs whose residual is far above the median (an anchor
 * that moved because lines were inserted above it), fit again. `prior` is the scale to assume where the pairs
 * cannot say it: photos of one layout come at different resolutions (a receipt 532 pixels wide against a sample 816
 * wide), so positions learned in the sample's pixels are scaled by the ratio of the page widths, not taken as they are.
 */
export function fitSimilarity(pairs: readonly Pair[], prior = 1): Similarity {
  let t = fit(pairs, prior);
  if (pairs.length < 3) return t;
  const res = pairs.map((p) => {
    const [x, y] = applySimilarity(t, p.from[0], p.from[1]);
    return Math.hypot(x - p.to[0], y - p.to[1]);
  });
  const limit = Math.max(5, 3 * median(res));
  const inliers = pairs.filter((_, i) => res[i]! <= limit);
  if (inliers.length >= 2 && inliers.length < pairs.length) t = fit(inliers, prior);
  return t;
}
